import type { TFunction } from 'i18next';

/** "3 players (1 junior)": a party's size, its juniors named only when there are some. */
export function partyText(t: TFunction, players: number, juniors: number, key: string): string {
  const party = t(key, { count: players });
  if (juniors === 0) return party;
  return t('staffConsole.partyWithJuniors', {
    party,
    juniors: t('staffConsole.juniors', { count: juniors }),
  });
}
