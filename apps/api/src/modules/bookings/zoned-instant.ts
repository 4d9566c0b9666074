import { offsetMinutes } from '../../lib/time';

/**
 * An instant ical-generator writes as a zone's wall-clock time (`DTSTART;TZID=Europe/London:…`). Given a
 * plain Date and a zone it would read the *process's* local fields; a Date with `withTimeZone` (the
 * shape of @date-fns/tz's TZDate, which it recognises) is asked for the zone's fields instead.
 */
export class ZonedInstant extends Date {
  readonly internal: Date;

  constructor(instant: Date) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
  }

  tzComponents(): Record<string, never> {
    return {};
  }

  /** The zone's wall clock: a Date whose local and UTC fields are both that wall time. */
  withTimeZone(zone?: string | null): Date {
    const t = this.getTime();
    const wall = new Date(t + (zone ? offsetMinutes(this, zone) : 0) * 60_000);
    return Object.assign(wall, {
      getFullYear: () => wall.getUTCFullYear(),
      getMonth: () => wall.getUTCMonth(),
      getDate: () => wall.getUTCDate(),
      getHours: () => wall.getUTCHours(),
      getMinutes: () => wall.getUTCMinutes(),
      getSeconds: () => wall.getUTCSeconds(),
    });
  }
}
