import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/confirm-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatDate } from '../../../lib/dates';
import { useCoolingOff, useRefundRenewal } from '../api/refund-renewal';
import { formatPrice } from '../lib/checkout-rules';

/**
 * On the Renew tab: a renewal paid within the last 14 days can be cancelled (member-area §9, renewal
 * cooling-off); a confirm dialog says the refund takes 3-5 working days. The summary refreshes after.
 */
export function CancelRenewal() {
  const { t, i18n } = useTranslation();
  const coolingOff = useCoolingOff();
  const refund = useRefundRenewal();
  const [confirming, setConfirming] = useState(false);
  const key = useRef<string | undefined>(undefined);
  const payment = coolingOff.data?.Payment ?? null;
  // Focus moves to the outcome once the Cancel renewal button it replaces is gone.
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refund.isSuccess) done.current?.focus();
  }, [refund.isSuccess]);

  if (refund.isSuccess) {
    return (
      <Alert
        ref={done}
        tabIndex={-1}
        color="#1e6b30"
        variant="outline"
        role="status"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        icon={<IconCircleCheck aria-hidden="true" />}
        title={t('renew.cancelledTitle')}
      >
        <Text size="sm">
          {t('renew.cancelledMessage', {
            amount: formatPrice(refund.data.Amount, refund.data.Currency, i18n.language),
            date: refund.data.MembershipExpires ? formatDate(refund.data.MembershipExpires) : '',
          })}
        </Text>
      </Alert>
    );
  }
  if (!payment) return refund.isError ? <ErrorBanner>{apiErrorText(t, refund.error)}</ErrorBanner> : null;

  const amount = formatPrice(payment.Amount, payment.Currency, i18n.language);
  const confirm = () => {
    key.current ??= crypto.randomUUID();
    refund.mutate(
      { paymentId: payment.PaymentId, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = undefined;
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );
  };
  return (
    <Stack gap="xs">
      {refund.isError && <ErrorBanner>{apiErrorText(t, refund.error)}</ErrorBanner>}
      <Text>
        {t('renew.coolingOff', {
          packageName: payment.PackageName,
          paidOn: formatDate(payment.PaidAt),
          until: formatDate(payment.RefundableUntil),
        })}
      </Text>
      <div>
        <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
          {t('renew.cancelRenewal')}
        </Button>
      </div>
      <ConfirmDialog
        opened={confirming}
        title={t('renew.cancelRenewal')}
        message={t('renew.cancelConfirm', { amount })}
        confirmLabel={t('renew.cancelRenewal')}
        cancelLabel={t('renew.keepRenewal')}
        loading={refund.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
