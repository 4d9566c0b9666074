import { useClubDetails } from '../../clubs';

/** The club's IANA zone for showing its times; undefined (browser zone) until details load. */
export function useClubTimeZone(clubId: number | undefined): string | undefined {
  return useClubDetails(clubId).data?.TimeZone;
}
