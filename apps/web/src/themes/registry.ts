import { DEFAULT_CLUB_ID } from '@fairway/contracts';
import t0 from './0';
import t151 from './151';
import t234 from './234';
import t238 from './238';
import t259 from './259';
import t260 from './260';
import t449 from './449';
import t523 from './523';
import t537 from './537';
import t541 from './541';
import t563 from './563';
import type { ClubThemeTokens } from './types';

const THEMES: ReadonlyMap<number, ClubThemeTokens> = new Map(
  [t0, t563, t541, t523, t449, t537, t151, t238, t234, t259, t260].map((t) => [t.clubId, t]),
);

/** Tokens of a themed club; clubs without their own theme wear the default one. */
export function themeTokensFor(clubId: number): ClubThemeTokens {
  return THEMES.get(clubId) ?? (THEMES.get(DEFAULT_CLUB_ID) as ClubThemeTokens);
}

export function hasOwnTheme(clubId: number): boolean {
  return THEMES.has(clubId);
}

export const defaultTheme = t0;
