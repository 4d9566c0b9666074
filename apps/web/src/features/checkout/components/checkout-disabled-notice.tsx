import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Checkout is off for the club (its switch, or a spa course): buying is hidden, the team is named. */
export function CheckoutDisabledNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="blue.9" variant="outline" role="status" icon={<IconInfoCircle aria-hidden="true" />}>
      {t('banner.speakToTeam')}
    </Alert>
  );
}
