import type { ClubContent } from '@fairway/contracts';
import { SHELL_BOOTSTRAP_IDS } from '@fairway/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { setOverridingClubId } from '../../../lib/club-override';
import { onPageStateReset } from '../../../lib/page-state';
import { clubContentQueryOptions } from '../api/get-club-content';

/** The script element in which the server hands over the document of the club it themed the page for. */
export const CLUB_BOOTSTRAP_ID = SHELL_BOOTSTRAP_IDS.club;

let cached: ClubContent | null | undefined;

/**
 * Whether a value has the shape of a club document. The server writes only documents it validated on
 * write (and the API validates them again on the way out), so this checks what the cache is keyed by,
 * not the whole schema: zod stays off the first screen's JavaScript.
 */
function looksLikeClubDocument(value: unknown): value is ClubContent {
  if (typeof value !== 'object' || value === null) return false;
  const { clubId, theme } = value as Partial<Record<keyof ClubContent, unknown>>;
  return Number.isSafeInteger(clubId) && typeof theme === 'object' && theme !== null;
}

/** The club document the page shell was themed with, if the server wrote one. */
export function bootstrapClubDocument(doc: Document | undefined = globalThis.document): ClubContent | null {
  if (cached !== undefined) return cached;
  const text = doc?.getElementById(CLUB_BOOTSTRAP_ID)?.textContent;
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  cached = looksLikeClubDocument(parsed) ? parsed : null;
  return cached;
}

/** For tests: read the page again. */
export function resetClubBootstrap(): void {
  cached = undefined;
}
onPageStateReset(resetClubBootstrap);

/**
 * Puts the shell's document into the query cache, so the first render themes the page exactly as the
 * server already painted it, and no request is needed for it.
 */
export function primeClubDocument(queryClient: QueryClient, doc?: Document): void {
  const document = bootstrapClubDocument(doc);
  if (document) queryClient.setQueryData(clubContentQueryOptions(document.clubId).queryKey, document);
}

/**
 * The club named by a /login/{name}/{id} or /register/{id} address, or a public club page's
 * /{page}/{name}/{id} (the server themes by the same rule).
 */
export function clubIdInPath(pathname: string): number | null {
  const match =
    /^\/(?:(?:login|Club|PointsMatrix|RoundsMatrix|T&Cs|T%26Cs|Help)\/[^/]+|register)\/(\d{1,10})\/?$/.exec(
      pathname,
    );
  return match ? Number(match[1]) : null;
}

/**
 * A page whose address names a club wears that club from the first render, not only once its lazily
 * loaded screen has mounted (which would show the default club for a few frames before).
 */
export function overrideFromAddress(pathname: string = globalThis.location?.pathname ?? '/'): void {
  const clubId = clubIdInPath(pathname) ?? bookingClubIdInPath(pathname);
  if (clubId !== null) setOverridingClubId(clubId);
}

/**
 * The club of a booking screen (/booking/clubs/{id}/{course}, /spa/{id}/{course}, /dining/{id}/{course}),
 * which wears that club's theme while shown: set before the first render, not by the screen once mounted
 * (which rendered the whole app a second time).
 */
export function bookingClubIdInPath(pathname: string): number | null {
  const match = /^\/(?:booking\/clubs|spa|dining)\/(\d{1,10})\/[^/]+\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
