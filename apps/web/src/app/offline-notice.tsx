import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's online and offline events. */
function subscribe(change: () => void) {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

const isOnline = () => navigator.onLine;

/**
 * The installable web app opened or used offline: a clear notice above the last shell it shows. Read
 * while rendering (Mantine's useNetwork starts online and sets the real state from an effect: a second
 * render after every first screen's commit).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline);
  if (online) return null;
  return (
    <Alert color="dark" role="status" radius={0} title={t('offline.title')}>
      {t('offline.notice')}
    </Alert>
  );
}
