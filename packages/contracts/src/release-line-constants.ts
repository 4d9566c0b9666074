/**
 * The release line's names and action format with no zod (the web app's screens import them from
 * `@fairway/contracts/release-line-constants`; release-lines.ts re-exports them with the schemas).
 */

/** Live over the hub, to the member's sockets: their ticket as it changes (ZReleaseLineTicketEvent). */
export const RELEASE_LINE_TICKET_EVENT = 'releaseLine:ticket';

/** Live over the hub when a line's day opens (ZReleaseLineOpenedEvent). */
export const RELEASE_LINE_OPENED_EVENT = 'releaseLine:opened';

/** The action of a type-10 (`lineTurn`) notification: `release-line:{LineId}:{AdmittedUntil}`. */
export const lineTurnAction = (lineId: number, admittedUntil: Date | string) =>
  `release-line:${lineId}:${typeof admittedUntil === 'string' ? admittedUntil : admittedUntil.toISOString()}`;

/** The line and the end of the turn a type-10 action names, or null for any other action. */
export function lineTurnOfAction(
  action: string | null | undefined,
): { lineId: number; admittedUntil: string } | null {
  const match = /^release-line:([1-9]\d{0,9}):(.+)$/.exec(action ?? '');
  if (!match) return null;
  const admittedUntil = match[2] as string;
  if (Number.isNaN(Date.parse(admittedUntil))) return null;
  return { lineId: Number(match[1]), admittedUntil };
}
