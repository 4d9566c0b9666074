import type { TeeTimeAlertTarget } from '@fairway/contracts';
import { appPaths } from '../../../lib/paths';

// The contracts' `teeTimeAlertTarget` reads the same action, but lives beside the zod schemas: the live
// toasts' chunk keeps zod out by reading it here (tee-time-search-contract.test.ts holds the two equal).
const ALERT_ACTION =
  /^tee-time-alert:([1-9]\d{0,9}):(\d{1,10}):([1-9]\d{0,9}):(\d{4}-\d{2}-\d{2}T[\d:.]+Z):([1-4]):([0-4])$/;

/** The start a type-9 notification's action names (`tee-time-alert:{AlertId}:{ClubId}:…`), or null. */
export function alertTargetOf(action: string | null | undefined): TeeTimeAlertTarget | null {
  const m = action ? ALERT_ACTION.exec(action) : null;
  if (!m) return null;
  return {
    alertId: Number(m[1]),
    clubId: Number(m[2]),
    courseId: Number(m[3]),
    time: m[4] as string,
    players: Number(m[5]),
    juniors: Number(m[6]),
  };
}

/**
 * The toast's Book: the course's booking screen with the start chosen. The date is left to the screen,
 * which reads it from the start on the club's own clock.
 */
export function alertBookHref(target: TeeTimeAlertTarget): string {
  const q = new URLSearchParams({
    Players: String(target.players),
    Juniors: String(target.juniors),
    Time: target.time,
  });
  return `${appPaths.teeTimes(target.clubId, target.courseId)}?${q}`;
}
