import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The installable web app opened or used offline: a clear notice above the last shell it shows. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="dark" role="status" radius={0} title={t('offline.title')}>
      {t('offline.notice')}
    </Alert>
  );
}
