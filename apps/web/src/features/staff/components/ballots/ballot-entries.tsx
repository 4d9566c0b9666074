import type { StaffBallotEntry } from '@fairway/contracts';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../../lib/paths';
import { partyText } from '../../lib/party-text';

const OUTCOME_COLOURS = {
  Pending: 'gray',
  Won: 'green',
  Lost: 'red',
  Forfeited: 'orange',
  NotDrawn: 'gray',
} as const;

function EntryItem({ entry }: { entry: StaffBallotEntry }) {
  const { t } = useTranslation();
  const party = partyText(t, entry.Players, entry.Juniors, 'staffConsole.ballots.party');
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            {entry.DrawPosition !== null && (
              <Text fw={700} size="sm">
                {t('staffConsole.ballots.position', { position: entry.DrawPosition })}
              </Text>
            )}
            <Anchor component={Link} to={appPaths.staffMember(entry.MemberGuid)} fw={600} size="sm">
              {entry.MemberName}
            </Anchor>
          </Group>
          <Badge color={OUTCOME_COLOURS[entry.Outcome]} variant="light" c="dark.9">
            {entry.Outcome === 'Won' && entry.Time
              ? t('staffConsole.ballots.wonAt', { time: entry.Time })
              : t(`staffConsole.ballots.outcome.${entry.Outcome}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {party}
          {entry.Buddies.length > 0 &&
            ` · ${t('staffConsole.ballots.with', { names: entry.Buddies.join(', ') })}`}
        </Text>
        <Text size="sm">
          {t('staffConsole.ballots.preferences', { times: entry.Preferences.join(', ') })}
        </Text>
        {(entry.Weight !== null || entry.BookingRef) && (
          <Text size="sm" c="dimmed">
            {[
              entry.Weight !== null ? t('staffConsole.ballots.weight', { weight: entry.Weight }) : null,
              entry.BookingRef ? t('staffConsole.ballots.booking', { ref: entry.BookingRef }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** A ballot's entries: in draw order with their results once drawn, else in the order they came. */
export function BallotEntries({ entries }: { entries: StaffBallotEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="ballot-entries">
      <Text component="h2" fw={700} size="lg" id="ballot-entries">
        {t('staffConsole.ballots.entriesTitle', { count: entries.length })}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">{t('staffConsole.ballots.noEntries')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((e) => (
            <EntryItem key={e.EntryId} entry={e} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
