import { PAYMENT_FAILURE_CODES } from '@fairway/contracts/constants';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { appPaths } from '../../../lib/paths';
import { useConfirmPayment } from '../api/confirm-payment';

/**
 * The sandbox's extra authentication step for a card that asks for one (issue 7 §3). Once answered, the
 * browser goes on to /PaymentProcessing, as it would come back from a bank's page, which leads on.
 */
export function AuthenticationStep({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const toProcessing = () => void navigate(appPaths.paymentProcessing(paymentId));
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
            confirm.mutate(paymentId, {
              onSuccess: toProcessing,
              // A decline is the payment's outcome: /PaymentProcessing reads it and returns here with its text.
              onError: (error) => {
                const code = isApiRequestError(error) ? error.error.code : '';
                if ((PAYMENT_FAILURE_CODES as readonly string[]).includes(code)) toProcessing();
              },
            })
          }
          w="fit-content"
        >
          {t('checkout.authConfirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
