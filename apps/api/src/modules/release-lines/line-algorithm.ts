import type { LineTicketState, MyTicket } from '@fairway/contracts';
import { fairOrder } from '../../domain/fair-draw';

/**
 * fairway-line-v1 (ARCHITECTURE "The release line"): the tickets taken before OpensAt in the ballot's key
 * order with every Weight 1 (src/domain/fair-draw.ts), then the later ones in joining order. Pure, as
 * `scripts/verify-line.mjs` re-implements it from the audit alone.
 */
export function lineOrder(
  seedHex: string,
  tickets: readonly { TicketId: string; JoinedBeforeOpen: boolean }[],
): string[] {
  const drawn = fairOrder(
    seedHex,
    tickets.filter((t) => t.JoinedBeforeOpen).map((t) => ({ id: t.TicketId, weight: 1 })),
  );
  return [...drawn, ...tickets.filter((t) => !t.JoinedBeforeOpen).map((t) => t.TicketId)];
}

/** Milliseconds between two admissions at `admitPerMinute`. */
export const admitStepMs = (admitPerMinute: number) => Math.ceil(60_000 / admitPerMinute);

/**
 * When the ticket at `position` (1-based) of those ordered at the opening is admitted: the first at
 * OpensAt, then one every 60 / admitPerMinute seconds.
 */
export function admitAtOf(opensAt: Date, position: number, admitPerMinute: number): Date {
  return new Date(opensAt.getTime() + Math.floor(((position - 1) * 60_000) / admitPerMinute));
}

/**
 * A ticket taken after the opening: admitted a step after the ticket before it, or at once when the line
 * has caught up (never before it joined).
 */
export function lateAdmitAt(lastAdmitAt: Date | null, joinedAt: Date, admitPerMinute: number): Date {
  const next = lastAdmitAt ? lastAdmitAt.getTime() + admitStepMs(admitPerMinute) : 0;
  return new Date(Math.max(next, joinedAt.getTime()));
}

export type TicketFacts = {
  id: number;
  position: number | null;
  admitAt: Date | null;
  admittedUntil: Date | null;
  doneAt: Date | null;
};

/** A ticket's state at `now`: a function of what was written when it was placed, and the clock. */
export function ticketState(t: TicketFacts, now: Date): LineTicketState {
  if (t.doneAt) return 'Done';
  if (!t.admitAt || !t.admittedUntil || now < t.admitAt) return 'Waiting';
  return now < t.admittedUntil ? 'Admitted' : 'Expired';
}

/** The member's view of their ticket; `admitted` is how many tickets of the line are admitted by `now`. */
export function ticketView(t: TicketFacts, admitted: number, now: Date): MyTicket {
  const state = ticketState(t, now);
  const waiting = state === 'Waiting' && t.position !== null && t.admitAt !== null;
  return {
    Id: String(t.id),
    State: state,
    Position: t.position,
    Ahead: waiting ? Math.max(0, (t.position as number) - 1 - admitted) : 0,
    EtaSeconds:
      t.position === null
        ? null
        : waiting
          ? Math.max(0, Math.ceil(((t.admitAt as Date).getTime() - now.getTime()) / 1000))
          : 0,
    AdmittedUntil: state === 'Admitted' && t.admittedUntil ? t.admittedUntil.toISOString() : null,
  };
}
