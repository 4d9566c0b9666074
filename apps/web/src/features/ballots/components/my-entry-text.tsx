import type { BallotEntry } from '@fairway/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const OUTCOME_KEYS = {
  Lost: 'ballots.lost',
  Forfeited: 'ballots.forfeited',
  NotDrawn: 'ballots.notDrawn',
} as const;

/**
 * The member's entry in words: its outcome once drawn, else the party and the times in order, and who
 * the entry still waits for (a buddy who asked to be asked and has not accepted yet).
 */
export function MyEntryText({ entry }: { entry: BallotEntry }) {
  const { t } = useTranslation();
  const names = entry.Buddies.map((b) => b.Name).join(', ');
  const waiting = entry.Buddies.filter((b) => b.Answer === 'Pending').map((b) => b.Name);
  return (
    <>
      <Text size="sm">
        {entry.Outcome === 'Won'
          ? t('ballots.won', { time: entry.Time })
          : entry.Outcome === 'Pending'
            ? t('ballots.pending', { times: entry.Preferences.join(', '), count: entry.Players })
            : t(OUTCOME_KEYS[entry.Outcome])}
      </Text>
      {names && <Text size="sm">{t('ballots.withBuddies', { names })}</Text>}
      {entry.Outcome === 'Pending' && waiting.length > 0 && !entry.AwaitingMe && (
        <Text size="sm" fw={600} data-testid="entry-waiting">
          {t('ballots.waitingFor', { names: waiting.join(', '), count: waiting.length })}
        </Text>
      )}
      {!entry.IsMine && !entry.AwaitingMe && <Text size="sm">{t('ballots.enteredByBuddy')}</Text>}
    </>
  );
}
