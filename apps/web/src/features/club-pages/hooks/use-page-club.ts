import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { setOverridingClubId } from '../../../lib/club-override';
import { useClubContent, useShownClubId } from '../../clubs';

/**
 * The club a public page is about: the one its address names (path, or ?clubId= on /Contact; the page
 * then wears that club's theme while shown), else the club shown anyway (the member's home club, else
 * the network's). An unknown club is not worn: the 404 page shows in the usual club's colours.
 */
export function usePageClub() {
  const { clubId: param, id } = useParams();
  const [search] = useSearchParams();
  const named = param ?? id ?? search.get('clubId') ?? undefined;
  const shown = useShownClubId();
  const clubId = named !== undefined && /^\d{1,10}$/.test(named) ? Number(named) : shown;
  const content = useClubContent(clubId);
  // Sticky per club: the 404 page's own look-up of the shown club refetches it and would flip the
  // query back to pending, and the page back to its skeleton.
  const failed = isApiRequestError(content.error) && content.error.status < 500;
  const [unknownId, setUnknownId] = useState<number | null>(null);
  useEffect(() => {
    if (failed) setUnknownId(clubId);
  }, [failed, clubId]);
  const unknown = failed || unknownId === clubId;
  useEffect(() => {
    if (named === undefined) return;
    // Also undoes the override the address set on start-up (overrideFromAddress).
    setOverridingClubId(unknown ? undefined : named);
    return () => setOverridingClubId(undefined);
  }, [named, unknown]);
  return { clubId, named: named !== undefined, content, unknown };
}
