import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../../components/full-page-loader';
import { LoadError } from '../../../../components/load-error';
import { useStaffClubContent } from '../../api/console-queries';
import { useConsoleClub } from '../../hooks/use-console-club';
import { ContentEditor } from './content-editor';

/** /staff/content: the console club's content document (issue 22 §4). */
export default function ContentPage() {
  const { t } = useTranslation();
  const { clubId, club } = useConsoleClub();
  const content = useStaffClubContent(clubId);
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('staffConsole.content.title')}
          </Title>
          <Text size="sm">{t('staffConsole.content.intro', { club: club?.ClubName ?? '' })}</Text>
        </Stack>
        {content.isError ? (
          <LoadError error={content.error} onRetry={() => content.refetch()} />
        ) : !content.data || clubId === null ? (
          <FullPageLoader />
        ) : (
          // Another club starts a fresh draft; a refetch of the same club leaves the one being edited.
          <ContentEditor
            key={clubId}
            clubId={clubId}
            initial={content.data}
            courses={club?.Courses ?? []}
            timeZone={club?.TimeZone}
          />
        )}
      </Stack>
    </Container>
  );
}
