import { Alert, Button, Stack } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { useCreateTeeTimeAlert } from '../api/tee-time-alerts';
import { alertBody, type SearchState } from '../lib/search-url';

/** "Tell me when a time like this opens": saves the search as an alert (at most 10 live). */
export function AlertButton({
  search,
  variant = 'default',
}: {
  search: SearchState;
  variant?: 'default' | 'filled';
}) {
  const { t } = useTranslation();
  const create = useCreateTeeTimeAlert();
  const body = alertBody(search);
  const saved = create.isSuccess && JSON.stringify(create.variables) === JSON.stringify(body);
  return (
    <Stack gap="xs" aria-live="polite">
      {saved ? (
        <Alert color="green" role="status">
          {t('teeTimeSearch.alertSaved')}{' '}
          <Link to={appPaths.accountView('Alerts')}>{t('teeTimeSearch.seeAlerts')}</Link>
        </Alert>
      ) : (
        <Button
          variant={variant}
          leftSection={<IconBell size={16} aria-hidden />}
          loading={create.isPending}
          onClick={() => create.mutate(body)}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('teeTimeSearch.setAlert')}
        </Button>
      )}
      {create.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(t, create.error)}
        </Alert>
      )}
    </Stack>
  );
}
