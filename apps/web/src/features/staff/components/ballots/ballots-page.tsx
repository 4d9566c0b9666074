import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '../../../../components/full-page-loader';
import { LoadError } from '../../../../components/load-error';
import { formatDate } from '../../../../lib/dates';
import { appPaths } from '../../../../lib/paths';
import { formatInZone } from '../../../../lib/zoned-dates';
import { useStaffBallots } from '../../api/console-queries';
import { useConsoleClub } from '../../hooks/use-console-club';
import { DRAW_TIME_FORMAT } from '../../lib/console-format';
import { BallotStateBadge } from './ballot-state-badge';

/** /staff/ballots: the console club's ballots to draw and those drawn lately (issue 22 §4). */
export default function BallotsPage() {
  const { t } = useTranslation();
  const { clubId, club } = useConsoleClub();
  const ballots = useStaffBallots(clubId);
  const zone = club?.TimeZone;
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('staffConsole.ballots.title')}
          </Title>
          <Text size="sm">{t('staffConsole.ballots.intro')}</Text>
        </Stack>
        {ballots.isError ? (
          <LoadError error={ballots.error} onRetry={() => ballots.refetch()} />
        ) : !ballots.data ? (
          <FullPageLoader />
        ) : ballots.data.Ballots.length === 0 ? (
          <Text>{t('staffConsole.ballots.none')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ballots.data.Ballots.map((b) => (
              <Card key={b.Id} withBorder padding="sm" component="li">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Anchor component={Link} to={appPaths.staffBallot(b.Id)} fw={700}>
                      {t('staffConsole.ballots.name', { course: b.CourseName, date: formatDate(b.Date) })}
                    </Anchor>
                    <BallotStateBadge state={b.State} />
                  </Group>
                  <Text size="sm">
                    {t('staffConsole.ballots.window', {
                      from: b.Times[0] ?? '',
                      to: b.Times.at(-1) ?? '',
                      count: b.Times.length,
                    })}
                  </Text>
                  <Text size="sm">
                    {b.State === 'Drawn'
                      ? t('staffConsole.ballots.drawnAt', {
                          at: formatInZone(b.DrawnAt ?? b.DrawAt, zone, DRAW_TIME_FORMAT),
                        })
                      : t('staffConsole.ballots.drawsAt', {
                          at: formatInZone(b.DrawAt, zone, DRAW_TIME_FORMAT),
                        })}
                  </Text>
                  <Text size="sm">
                    {t('staffConsole.ballots.entries', { count: b.Entries, players: b.Players })}
                    {b.State === 'Drawn' &&
                      ` · ${t('staffConsole.ballots.results', { won: b.Won, lost: b.Lost })}`}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
