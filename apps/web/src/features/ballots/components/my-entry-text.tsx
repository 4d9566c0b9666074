import type { BallotEntry } from '@fairway/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The member's entry in words: its outcome once drawn, else the party and the times in order. */
export function MyEntryText({ entry }: { entry: BallotEntry }) {
  const { t } = useTranslation();
  const names = entry.Buddies.map((b) => b.Name).join(', ');
  return (
    <>
      <Text size="sm">
        {entry.Outcome === 'Won'
          ? t('ballots.won', { time: entry.Time })
          : entry.Outcome === 'Lost'
            ? t('ballots.lost')
            : t('ballots.pending', { times: entry.Preferences.join(', '), count: entry.Players })}
      </Text>
      {names && <Text size="sm">{t('ballots.withBuddies', { names })}</Text>}
      {!entry.IsMine && <Text size="sm">{t('ballots.enteredByBuddy')}</Text>}
    </>
  );
}
