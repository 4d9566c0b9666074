/** A booking has expired once its start has passed. */
export function isExpired(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

/** Inside the cut-off the member cannot cancel (14 days or 48 hours before the start, per club). */
export function isInsideCutoff(startsAt: Date, now: Date, cutoffHours: number): boolean {
  return startsAt.getTime() - now.getTime() < cutoffHours * 3_600_000;
}

export type CancelState = { cancelled: boolean; startsAt: Date; cutoffHours: number };

/** Cancellable: not cancelled, not expired and before the club's cut-off. */
export function isCancellable(b: CancelState, now: Date): boolean {
  return !b.cancelled && !isExpired(b.startsAt, now) && !isInsideCutoff(b.startsAt, now, b.cutoffHours);
}

export type CancelRefusal = 'already_cancelled' | 'expired' | 'inside_cutoff';

/** Why a cancel is refused, or null when it may proceed. */
export function cancelRefusal(b: CancelState, now: Date): CancelRefusal | null {
  if (b.cancelled) return 'already_cancelled';
  if (isExpired(b.startsAt, now)) return 'expired';
  if (isInsideCutoff(b.startsAt, now, b.cutoffHours)) return 'inside_cutoff';
  return null;
}
