import type { StaffClub } from '@fairway/contracts';
import { createStore, useStore } from '../../../lib/create-store';
import { useAuthState } from '../../session';
import { useStaffClubs } from '../api/console-queries';

const STORAGE_KEY = 'fairway.console.club';

function readPicked(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The club network staff picked, for this tab (club staff have only their own). */
const picked = createStore<number | null>(typeof window === 'undefined' ? null : readPicked());

export function pickConsoleClub(clubId: number): void {
  picked.set(clubId);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(clubId));
  } catch {
    // Private modes may refuse storage: the pick lasts until the tab reloads.
  }
}

export interface ConsoleClub {
  /** The club every console screen works on; null until known. */
  clubId: number | null;
  club: StaffClub | undefined;
  clubs: StaffClub[];
  /** True when the caller may pick among several clubs (network staff). */
  canPick: boolean;
  isPending: boolean;
}

/**
 * The club the console works on: club staff's own club; for network staff the club they picked, else
 * their home club, else the first club by name.
 */
export function useConsoleClub(): ConsoleClub {
  const { member } = useAuthState();
  const choice = useStore(picked);
  const query = useStaffClubs();
  const clubs = query.data?.Clubs ?? [];
  const own = member?.StaffClubId ?? null;
  const known = (id: number | null | undefined) => id != null && clubs.some((c) => c.ClubId === id);
  let clubId: number | null = own;
  if (own === null && query.data) {
    clubId = known(choice) ? choice : known(member?.HomeClubId) ? (member?.HomeClubId ?? null) : null;
    clubId ??= clubs[0]?.ClubId ?? null;
  }
  return {
    clubId,
    club: clubs.find((c) => c.ClubId === clubId),
    clubs,
    canPick: own === null,
    isPending: query.isPending,
  };
}
