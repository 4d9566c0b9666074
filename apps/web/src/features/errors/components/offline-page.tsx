import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';

/**
 * /Error/Offline: where the mobile app build goes when the network drops; coming back online returns to
 * `/` (useOfflineRedirect). Bundled with the shell, not a lazy chunk: it must render with no network.
 */
export default function OfflinePage() {
  const { t } = useTranslation();
  return (
    <Stack component="main" align="center" ta="center" py="xl" px="md" maw={640} mx="auto">
      <Title order={1}>{t('offline.title')}</Title>
      <Alert color="orange" role="status" w="100%">
        <Text>{t('offline.message')}</Text>
      </Alert>
      <Button component={Link} to={appPaths.home()} variant="default">
        {t('offline.retry')}
      </Button>
    </Stack>
  );
}
