import { Anchor, Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconArrowsShuffle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../../../components/full-page-loader';
import { lazyOverlay } from '../../../../components/lazy-overlay';
import { LoadError } from '../../../../components/load-error';
import { apiErrorText } from '../../../../i18n/api-errors';
import { formatDate } from '../../../../lib/dates';
import { appPaths } from '../../../../lib/paths';
import { formatInZone } from '../../../../lib/zoned-dates';
import { useRunDraw, useStaffBallot } from '../../api/console-queries';
import { useConsoleClub } from '../../hooks/use-console-club';
import { DRAW_TIME_FORMAT } from '../../lib/console-format';
import { BallotEntries } from './ballot-entries';
import { BallotStateBadge } from './ballot-state-badge';

const ConfirmDialog = lazyOverlay(() => import('../../../../components/confirm-dialog'));

/** /staff/ballots/{id}: one ballot's entries, its draw time, "Run draw now", and the results after it. */
export default function BallotPage() {
  const { t } = useTranslation();
  const ballotId = Number(useParams().ballotId);
  const detail = useStaffBallot(ballotId);
  const draw = useRunDraw(ballotId);
  const { clubs } = useConsoleClub();
  const [confirmOpened, confirm] = useDisclosure(false);
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <FullPageLoader />;
  const { Ballot: b, Entries } = detail.data;
  const zone = clubs.find((c) => c.ClubId === b.ClubId)?.TimeZone;
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to={appPaths.staffBallots()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t('staffConsole.ballots.back')}
          </Group>
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {t('staffConsole.ballots.name', { course: b.CourseName, date: formatDate(b.Date) })}
          </Title>
          <BallotStateBadge state={b.State} />
        </Group>
        <Stack gap={4}>
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
              : t('staffConsole.ballots.drawsAt', { at: formatInZone(b.DrawAt, zone, DRAW_TIME_FORMAT) })}
          </Text>
          <Text size="sm">
            {t('staffConsole.ballots.entries', { count: b.Entries, players: b.Players })}
            {b.State === 'Drawn' && ` · ${t('staffConsole.ballots.results', { won: b.Won, lost: b.Lost })}`}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('staffConsole.ballots.commitment')} <Code>{b.Commitment}</Code>
          </Text>
          {b.Seed && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('staffConsole.ballots.seed')} <Code>{b.Seed}</Code>
            </Text>
          )}
        </Stack>
        {b.State === 'Open' && (
          <Stack gap="xs" align="flex-start">
            <Button
              leftSection={<IconArrowsShuffle size={16} aria-hidden="true" />}
              onClick={confirm.open}
              loading={draw.isPending}
            >
              {t('staffConsole.ballots.runDraw')}
            </Button>
            <Text size="sm">{t('staffConsole.ballots.runDrawHint')}</Text>
          </Stack>
        )}
        {draw.isSuccess && (
          <Text size="sm" role="status">
            {t('staffConsole.ballots.drawDone')}
          </Text>
        )}
        {draw.isError && (
          <Text size="sm" c="red.9" role="alert">
            {apiErrorText(t, draw.error)}
          </Text>
        )}
        <BallotEntries entries={Entries} />
      </Stack>
      <ConfirmDialog
        opened={confirmOpened}
        title={t('staffConsole.ballots.confirmTitle')}
        message={t('staffConsole.ballots.confirmMessage', { count: b.Entries })}
        confirmLabel={t('staffConsole.ballots.runDraw')}
        loading={draw.isPending}
        onCancel={confirm.close}
        onConfirm={() => draw.mutate(undefined, { onSettled: confirm.close })}
      />
    </Container>
  );
}
