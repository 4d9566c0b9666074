import type { ReleaseLine } from '@fairway/contracts';

/**
 * Where the member stands in a release line, as the waiting room says it:
 * - `early`: the line has not started gathering (joinable from `gathersAt`);
 * - `join`: the member may take a ticket now (gathering, or admitting: they join the back);
 * - `inBeforeOpening`: ticket taken before the opening: a random place is drawn at `opensAt`;
 * - `waiting`: in the order, `position` with `ahead` before them, about `etaSeconds`;
 * - `turn`: admitted: the tee sheet is theirs until `until`;
 * - `done`: booked in their turn; `expired`: the turn passed unused;
 * - `closed`: the line has served everyone: booking that day is as usual.
 */
export type LinePhase =
  | { kind: 'early'; gathersAt: string; opensAt: string }
  | { kind: 'join'; opensAt: string; admitting: boolean }
  | { kind: 'inBeforeOpening'; opensAt: string }
  | { kind: 'waiting'; position: number | null; ahead: number; etaSeconds: number | null }
  | { kind: 'turn'; until: string }
  | { kind: 'done' }
  | { kind: 'expired' }
  | { kind: 'closed' };

/** The phase of `line` for its caller at `now` (ms); `gatherMinutes` is the release's lineOpensMinutesBefore. */
export function linePhase(line: ReleaseLine, gatherMinutes: number, now: number): LinePhase {
  const ticket = line.MyTicket;
  const opens = Date.parse(line.OpensAt);
  if (ticket) {
    if (ticket.State === 'Done') return { kind: 'done' };
    if (ticket.State === 'Expired') return { kind: 'expired' };
    if (ticket.State === 'Admitted' && ticket.AdmittedUntil) {
      return Date.parse(ticket.AdmittedUntil) > now
        ? { kind: 'turn', until: ticket.AdmittedUntil }
        : { kind: 'expired' };
    }
    if (ticket.Position === null && now < opens) return { kind: 'inBeforeOpening', opensAt: line.OpensAt };
    return {
      kind: 'waiting',
      position: ticket.Position,
      ahead: ticket.Ahead,
      etaSeconds: ticket.EtaSeconds,
    };
  }
  if (line.State === 'Closed') return { kind: 'closed' };
  const gathersAt = opens - gatherMinutes * 60_000;
  if (now < gathersAt) {
    return { kind: 'early', gathersAt: new Date(gathersAt).toISOString(), opensAt: line.OpensAt };
  }
  return { kind: 'join', opensAt: line.OpensAt, admitting: line.State === 'Admitting' };
}

/** Whether two phases say the same: each is a flat record of its kind's facts. */
export function samePhase(a: LinePhase, b: LinePhase): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => Object.is(x[key], y[key]));
}

/** Whether the tee sheet of the line's day is the member's to book now (their turn, or the line closed). */
export const sheetIsOpen = (phase: LinePhase) =>
  phase.kind === 'turn' || phase.kind === 'closed' || phase.kind === 'done';

/**
 * A wait as a person says it: under a minute, about N minutes (rounded up), or about N hours. The value is
 * the catalogue key's and its count.
 */
export function waitWords(seconds: number | null): { key: string; count: number } {
  if (seconds === null) return { key: 'lines.wait.unknown', count: 0 };
  if (seconds < 60) return { key: 'lines.wait.underMinute', count: 1 };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return { key: 'lines.wait.minutes', count: minutes };
  return { key: 'lines.wait.hours', count: Math.round(minutes / 60) };
}

/**
 * The step of the line a screen reader is told about at once: the phase, with a waiting member's first
 * place (drawn at the opening) a step of its own, so "You are number 2" is not held back behind "You are in
 * the line".
 */
export function announcementStep(phase: LinePhase): string {
  return phase.kind === 'waiting' && phase.position === null ? 'waitingNoPlace' : phase.kind;
}

/**
 * What a screen reader is told, and when: a new step at once; within one step, the position at most every
 * `everyMs` (a line moving 120 a minute must not chatter). True when the current text should be announced
 * now; false keeps the last one.
 */
export function nextAnnouncement(
  last: { phase: string; at: number } | null,
  phase: LinePhase,
  now: number,
  everyMs = 30_000,
): boolean {
  if (!last || last.phase !== announcementStep(phase)) return true;
  return now - last.at >= everyMs;
}
