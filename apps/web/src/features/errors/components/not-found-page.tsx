import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../../lib/env';
import { appPaths } from '../../../lib/paths';
import { BugReportButton } from './bug-report-button';

/** The 404 page (member-area §8); the bug report button is hidden in the mobile app build. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" px="md" maw={640} mx="auto">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text size="lg">{t('notFound.message')}</Text>
      <Group justify="center" mt="md">
        <Button component={Link} to={appPaths.home()}>
          {t('notFound.backHome')}
        </Button>
        {!env.mobileApp && <BugReportButton />}
      </Group>
    </Stack>
  );
}
