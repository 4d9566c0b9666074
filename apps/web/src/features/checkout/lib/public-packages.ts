import { appPaths } from '../../../lib/paths';

const ADD_PARAM = 'add';

/**
 * A visitor's Add to basket: the club's login page (which links to registration), returning to the
 * public packages page with the chosen bundle, which then goes in the basket.
 */
export function visitorAddTarget(clubName: string, clubId: number, bundleId: number): string {
  return appPaths.clubLogin(
    clubName || String(clubId),
    clubId,
    `${appPaths.publicPackages(clubId)}?${ADD_PARAM}=${bundleId}`,
  );
}

/** The bundle a return from login asks to put in the basket: a positive integer id, else none. */
export function bundleToAdd(search: URLSearchParams): number | null {
  const value = search.get(ADD_PARAM);
  if (!value || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
