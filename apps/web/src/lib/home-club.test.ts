import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_HOME_CLUB, homeClubStore, persistHomeClub, readHomeClub } from './home-club';

describe('home club', () => {
  beforeEach(() => localStorage.clear());

  it('falls back to the default club 0 when nothing is stored', () => {
    expect(readHomeClub()).toEqual(DEFAULT_HOME_CLUB);
    expect(DEFAULT_HOME_CLUB.homeClubId).toBe(0);
  });

  it('persists homeClubId and homeClubName', () => {
    persistHomeClub({ homeClubId: 151, homeClubName: 'Foxhills' });
    expect(localStorage.getItem('homeClubId')).toBe('151');
    expect(readHomeClub()).toEqual({ homeClubId: 151, homeClubName: 'Foxhills' });
    expect(homeClubStore.get().homeClubId).toBe(151);
  });

  it('writes the storage only when the club changed', () => {
    const writes: string[] = [];
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => {
        writes.push(key);
        data.set(key, value);
      },
    } as unknown as Storage;
    persistHomeClub({ homeClubId: 151, homeClubName: 'Foxhills' }, storage);
    persistHomeClub({ homeClubId: 151, homeClubName: 'Foxhills' }, storage);
    expect(writes).toEqual(['homeClubId', 'homeClubName']);
    persistHomeClub({ homeClubId: 152, homeClubName: 'Foxhills' }, storage);
    expect(writes).toEqual(['homeClubId', 'homeClubName', 'homeClubId']);
    expect(storage.getItem('homeClubId')).toBe('152');
  });
});
