import type { Session } from '@fairway/contracts';
import { SHELL_BOOTSTRAP_IDS } from '@fairway/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { persistHomeClub } from '../../../lib/home-club';
import { memberSummaryQueryKey } from '../../members';
import { sessionQueryKey } from '../../session';

/** The script element in which the server hands over its answer to the session check. */
export const SESSION_BOOTSTRAP_ID = SHELL_BOOTSTRAP_IDS.session;

/** Whether a value has the shape of the server's bootstrap: checked, not parsed with zod (first screen). */
function looksLikeShellSession(value: unknown): value is { session: Session; at: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { session, at } = value as { session?: Partial<Session>; at?: unknown };
  if (typeof at !== 'number' || typeof session !== 'object' || session === null) return false;
  if (typeof session.isAuthenticated !== 'boolean' || typeof session.isImpersonating !== 'boolean')
    return false;
  return !session.isAuthenticated || (typeof session.member === 'object' && session.member !== null);
}

/**
 * Seeds the session query (and the member summary it brings) with the answer the server wrote into the
 * page, dated when it was read, and stores the member's home club: the first render needs no round
 * trip, and a page kept offline by the service worker is stale and checked again once there is a network.
 */
export function primeSession(
  queryClient: QueryClient,
  doc: Document | undefined = globalThis.document,
): void {
  const text = doc?.getElementById(SESSION_BOOTSTRAP_ID)?.textContent;
  if (!text) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  if (!looksLikeShellSession(parsed)) return;
  const updatedAt = Math.min(parsed.at, Date.now());
  queryClient.setQueryData(sessionQueryKey, parsed.session, { updatedAt });
  const { member } = parsed.session;
  if (!member) return;
  queryClient.setQueryData(memberSummaryQueryKey, member, { updatedAt });
  // Now rather than in an effect after the first render, which rendered every screen a second time on
  // a first visit (the stored home club changing from the default club to the member's).
  persistHomeClub({ homeClubId: member.HomeClubId, homeClubName: member.HomeClubName });
}
