import { DEFAULT_CLUB_ID } from '@fairway/contracts/constants';
import { createStore, useStore } from './create-store';

/** Club state of member-area §3: overrideClub and overridingClubId. */
export interface ClubOverride {
  overrideClub: boolean;
  overridingClubId: number;
}

export const NO_OVERRIDE: ClubOverride = { overrideClub: false, overridingClubId: DEFAULT_CLUB_ID };

/** A numeric id turns the override on; anything else resets it to club 0 (member-area §4). */
export function overrideFor(id: unknown): ClubOverride {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  if (!/^\d+$/.test(text)) return NO_OVERRIDE;
  return { overrideClub: true, overridingClubId: Number(text) };
}

/** The club whose branding is shown: override, else the home club, else the default club 0. */
export function clubShown(override: ClubOverride, homeClubId: number | null | undefined): number {
  if (override.overrideClub) return override.overridingClubId;
  return homeClubId ?? DEFAULT_CLUB_ID;
}

export const clubOverrideStore = createStore<ClubOverride>(NO_OVERRIDE);

export function setOverridingClubId(id: unknown): void {
  const next = overrideFor(id);
  const current = clubOverrideStore.get();
  if (current.overrideClub !== next.overrideClub || current.overridingClubId !== next.overridingClubId) {
    clubOverrideStore.set(next);
  }
}

export function useClubOverride(): ClubOverride {
  return useStore(clubOverrideStore);
}
