import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { isNotFound, LoadError } from '../../../components/load-error';
import { appPaths } from '../../../lib/paths';
import { useClubContent, useClubDetails } from '../../clubs';
import { NotFoundPage } from '../../errors';
import { useReleaseLine } from '../api/line-queries';
import { useLineClubTheme } from '../hooks/use-line-club-theme';
import { LineWaitingRoom } from './line-waiting-room';

/** /release-lines/:lineId: one line's waiting room (a "your turn" notification leads here). */
export default function ReleaseLinePage() {
  const { lineId } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(lineId ?? '') ? Number(lineId) : 0;
  return id ? <ReleaseLineRoom id={id} /> : <NotFoundPage />;
}

function ReleaseLineRoom({ id }: { id: number }) {
  const { t } = useTranslation();
  const line = useReleaseLine(id);
  useLineClubTheme(line.data?.ClubId);
  const details = useClubDetails(line.data?.ClubId);
  const content = useClubContent(line.data?.ClubId ?? 0);
  if (line.error) {
    return isNotFound(line.error) ? (
      <NotFoundPage />
    ) : (
      <LoadError error={line.error} onRetry={() => line.refetch()} />
    );
  }
  if (!line.data || !details.data || content.isPending) return <FullPageLoader />;
  const l = line.data;
  const release = content.data?.release?.find((r) => r.courseId === l.CourseId) ?? {
    lineOpensMinutesBefore: 0,
    turnMinutes: 0,
  };
  const course = details.data.Courses.find((c) => c.Id === l.CourseId)?.Name ?? '';
  const sheet = appPaths.teeTimes(l.ClubId, l.CourseId, { date: l.Date, players: 1, juniors: 0 });
  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('lines.pageTitle')}
          </Title>
          <Text>{t('lines.pageWhere', { course, club: details.data.ClubName })}</Text>
        </Stack>
        <LineWaitingRoom line={l} release={release} timeZone={details.data.TimeZone} />
        {/* The room itself links to how the line is ordered: one link of that name on the page. */}
        <Group>
          <Button
            component={Link}
            to={sheet}
            variant={l.MyTicket?.State === 'Admitted' ? 'filled' : 'default'}
          >
            {t('lines.openSheet')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
