import type { PaymentResult } from '@fairway/contracts';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { useConfirmPayment } from '../api/confirm-payment';

/** The sandbox's extra authentication step for a card that asks for one (issue 7 §3). */
export function AuthenticationStep({
  paymentId,
  onPaid,
}: {
  paymentId: string;
  onPaid: (result: PaymentResult) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmPayment();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="auth-step-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="auth-step-title">
          {t('checkout.authTitle')}
        </Title>
        <Text>{t('checkout.authMessage')}</Text>
        {confirm.isError && <ErrorBanner>{apiErrorText(t, confirm.error)}</ErrorBanner>}
        <Button
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(paymentId, { onSuccess: (r) => r.Status === 'Succeeded' && onPaid(r) })
          }
          w="fit-content"
        >
          {t('checkout.authConfirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
