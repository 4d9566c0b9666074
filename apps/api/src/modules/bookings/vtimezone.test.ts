import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { transitions, utcOffset, vtimezone } from './vtimezone';

/** The instant ical.js gives a zone's wall time through the VTIMEZONE we wrote. */
function throughVtimezone(zone: string, wall: string): string {
  const component = new ICAL.Component(
    ICAL.parse(`BEGIN:VCALENDAR\r\n${vtimezone(zone, { from: 2025, to: 2027 })}\r\nEND:VCALENDAR\r\n`),
  );
  const tz = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!);
  const time = ICAL.Time.fromDateTimeString(wall);
  time.zone = tz;
  return time.toJSDate().toISOString();
}

describe('VTIMEZONE from the runtime zone data', () => {
  it('writes offsets as iCalendar does', () => {
    expect(utcOffset(60)).toBe('+0100');
    expect(utcOffset(-300)).toBe('-0500');
    expect(utcOffset(330)).toBe('+0530');
    expect(utcOffset(0)).toBe('+0000');
  });

  it('finds London’s two changes a year, to the minute', () => {
    const changes = transitions('Europe/London', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes.map((c) => new Date(c.at).toISOString())).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
    expect(changes.map((c) => [c.from, c.to])).toEqual([
      [0, 60],
      [60, 0],
    ]);
  });

  it('gives a reader the right instants either side of each change (London, New York, no-DST Kolkata)', () => {
    expect(throughVtimezone('Europe/London', '2026-07-01T09:00:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(throughVtimezone('Europe/London', '2026-12-01T09:00:00')).toBe('2026-12-01T09:00:00.000Z');
    expect(throughVtimezone('America/New_York', '2026-03-08T03:30:00')).toBe('2026-03-08T07:30:00.000Z');
    expect(throughVtimezone('America/New_York', '2026-03-07T09:00:00')).toBe('2026-03-07T14:00:00.000Z');
    expect(throughVtimezone('Asia/Kolkata', '2026-06-01T09:00:00')).toBe('2026-06-01T03:30:00.000Z');
  });

  it('is valid for a zone without changes: one STANDARD observance', () => {
    const text = vtimezone('Asia/Kolkata', { from: 2026, to: 2026 });
    expect(text.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(text).not.toContain('DAYLIGHT');
    expect(text).toContain('TZOFFSETTO:+0530');
  });
});
