import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { isNotFound, LoadError } from '../../../components/load-error';
import { appPaths } from '../../../lib/paths';
import { formatInZone } from '../../../lib/zoned-dates';
import { useClubDetails } from '../../clubs';
import { NotFoundPage } from '../../errors';
import { useBallot, useBallotAudit } from '../api/ballot-queries';
import { BallotAuditView } from './ballot-audit-view';
import { EntryAnswer } from './entry-answer';

/** /ballots/:ballotId/audit: how one ballot is (or was) drawn, where its result notifications lead. */
export default function BallotAuditPage() {
  const { ballotId } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(ballotId ?? '') ? Number(ballotId) : 0;
  return id ? <BallotAudit id={id} /> : <NotFoundPage />;
}

function BallotAudit({ id }: { id: number }) {
  const { t } = useTranslation();
  const ballot = useBallot(id);
  const audit = useBallotAudit(id);
  const details = useClubDetails(ballot.data?.ClubId);
  const failed = ballot.error ?? audit.error;
  if (failed) {
    return isNotFound(failed) ? (
      <NotFoundPage />
    ) : (
      <LoadError
        error={failed}
        onRetry={() => {
          void ballot.refetch();
          void audit.refetch();
        }}
      />
    );
  }
  if (!ballot.data || !audit.data) return <FullPageLoader />;
  const b = ballot.data;
  const timeZone = details.data?.TimeZone;
  const course = details.data?.Courses.find((c) => c.Id === b.CourseId)?.Name ?? '';
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(b.State === 'Drawn' ? 'ballots.audit.titleDrawn' : 'ballots.audit.titleOpen')}
          </Title>
          <Text>
            {t('ballots.audit.where', {
              course,
              club: details.data?.ClubName ?? '',
              date: dayjs(b.Date).format('dddd D MMMM YYYY'),
            })}
          </Text>
          <Text size="sm">
            {t('ballots.audit.drawAt', { when: formatInZone(b.DrawAt, timeZone, 'HH:mm dddd D MMMM YYYY') })}
          </Text>
          <Anchor
            component={Link}
            to={appPaths.teeTimes(b.ClubId, b.CourseId, { date: b.Date, players: 1, juniors: 0 })}
            size="sm"
          >
            {t('ballots.audit.back')}
          </Anchor>
        </Stack>
        <EntryAnswer ballot={b} />
        <BallotAuditView ballot={b} audit={audit.data} origin={window.location.origin} />
      </Stack>
    </Container>
  );
}
