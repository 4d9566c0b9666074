import { DEFAULT_CLUB_ID } from '@fairway/contracts/constants';
import { createStore, useStore } from './create-store';

/** The member's home club, persisted so a signed-out visitor is sent to their own club's login page. */
export interface HomeClub {
  homeClubId: number;
  homeClubName: string;
}

const ID_KEY = 'homeClubId';
const NAME_KEY = 'homeClubName';

/** The network's name labels the default club's login address; the page itself shows the club document. */
export const DEFAULT_HOME_CLUB: HomeClub = {
  homeClubId: DEFAULT_CLUB_ID,
  homeClubName: 'Fairway Golf Network',
};

export function readHomeClub(storage: Storage | undefined = globalThis.localStorage): HomeClub {
  const id = storage?.getItem(ID_KEY);
  const name = storage?.getItem(NAME_KEY);
  if (id === null || id === undefined || !/^\d+$/.test(id) || !name) return DEFAULT_HOME_CLUB;
  return { homeClubId: Number(id), homeClubName: name };
}

export const homeClubStore = createStore<HomeClub>(readHomeClub());

export function persistHomeClub(
  club: HomeClub,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  // Every screen that reads the member calls this on mount: write only what changed (a storage write is
  // synchronous, and a dozen of them sat in the first screen's commit).
  const id = String(club.homeClubId);
  if (storage && storage.getItem(ID_KEY) !== id) storage.setItem(ID_KEY, id);
  if (storage && storage.getItem(NAME_KEY) !== club.homeClubName)
    storage.setItem(NAME_KEY, club.homeClubName);
  const current = homeClubStore.get();
  if (current.homeClubId !== club.homeClubId || current.homeClubName !== club.homeClubName) {
    homeClubStore.set(club);
  }
}

export function useHomeClub(): HomeClub {
  return useStore(homeClubStore);
}
