import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The global spinner (e.g. until the member's username has loaded). */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-live="polite" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
