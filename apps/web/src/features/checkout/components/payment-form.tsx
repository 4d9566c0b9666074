import type { PaymentResult } from '@fairway/contracts';
import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { useCheckoutGateway } from '../api/get-gateway';
import { CardForm } from './card-form';

/** Stripe Elements and Stripe.js come in their own chunk, fetched only when Stripe is the gateway. */
const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface PaymentFormProps {
  amount: string;
  onPaid: (result: PaymentResult) => void;
  /** The endpoint paid (paying arrears); the basket's by default. */
  payPath?: string;
  /** Offer "Save my card for automatic renewal" (sent as SaveCard, with either gateway). */
  offerSaveCard?: boolean;
}

const loading = (
  <Center py="md">
    <LoadingIndicator />
  </Center>
);

/** The card form the server's gateway needs: Stripe Elements when Stripe is configured, else the sandbox's. */
export function PaymentForm({ amount, onPaid, payPath, offerSaveCard }: PaymentFormProps) {
  const { t } = useTranslation();
  const gateway = useCheckoutGateway();
  if (gateway.isPending) return loading;
  if (gateway.isError) return <ErrorBanner>{apiErrorText(t, gateway.error)}</ErrorBanner>;
  const { Gateway, PublishableKey } = gateway.data;
  if (Gateway === 'stripe') {
    if (!PublishableKey) return <ErrorBanner>{t('checkout.cardFormUnavailable')}</ErrorBanner>;
    return (
      <Suspense fallback={loading}>
        <StripeCardForm
          publishableKey={PublishableKey}
          amount={amount}
          onPaid={onPaid}
          payPath={payPath}
          offerSaveCard={offerSaveCard}
        />
      </Suspense>
    );
  }
  return <CardForm amount={amount} onPaid={onPaid} payPath={payPath} offerSaveCard={offerSaveCard} />;
}
