import type { PaymentResult } from '@fairway/contracts';
import { Box, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { useConfirmPayment } from '../api/confirm-payment';
import { usePay } from '../hooks/use-pay';
import { loadStripeJs } from '../lib/load-stripe';
import classes from './checkout.module.css';

interface StripeCardFormProps {
  publishableKey: string;
  /** The amount on the Pay button, already formatted. */
  amount: string;
  onPaid: (result: PaymentResult) => void;
  /** The endpoint paid (paying arrears); the basket's by default. */
  payPath?: string;
  /** Offer "Save my card for automatic renewal" (sent as SaveCard: Stripe keeps it for the member). */
  offerSaveCard?: boolean;
}

/**
 * The card form when Stripe is the gateway: Stripe Elements collects the card in Stripe's own frame and
 * turns it into a PaymentMethod (the card never reaches Fairway); the API creates and confirms the
 * payment; a card that asks for 3-D Secure is handled by Stripe.js, then the API's confirm settles it.
 */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const { t } = useTranslation();
  // Stripe.js may not load (offline, an ad blocker): the form says so instead of waiting for ever.
  const stripe = useMemo(() => loadStripeJs(publishableKey).catch(() => null), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => live && setUnavailable(!loaded));
    return () => {
      live = false;
    };
  }, [stripe]);
  if (unavailable) return <ErrorBanner>{t('checkout.cardFormUnavailable')}</ErrorBanner>;
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} />
    </Elements>
  );
}

function CardFields({
  amount,
  onPaid,
  payPath,
  offerSaveCard = false,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const { mutation, pay } = usePay(payPath);
  const confirm = useConfirmPayment();
  /** Stripe.js is working (creating the PaymentMethod, or running the authentication step). */
  const [working, setWorking] = useState(false);
  const [cardRejected, setCardRejected] = useState(false);
  const [saveCard, setSaveCard] = useState(false);
  const failure = mutation.error ?? confirm.error;

  const authenticate = async (result: PaymentResult) => {
    if (result.Status !== 'RequiresAction' || result.NextAction?.Type !== 'stripe_sdk' || !stripe) {
      return onPaid(result);
    }
    setWorking(true);
    // Whatever the card holder did, the API asks Stripe how the payment ended: confirm says.
    await stripe.handleNextAction({ clientSecret: result.NextAction.ClientSecret }).catch(() => undefined);
    setWorking(false);
    confirm.mutate(result.PaymentId, { onSuccess: (r) => r.Status === 'Succeeded' && onPaid(r) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setCardRejected(false);
    mutation.reset();
    confirm.reset();
    setWorking(true);
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
    setWorking(false);
    if (error || !paymentMethod) return setCardRejected(true);
    pay(
      { PaymentMethodId: paymentMethod.id, ...(offerSaveCard && saveCard ? { SaveCard: true } : {}) },
      (result) => void authenticate(result),
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="card-form-title">
      <form onSubmit={submit} noValidate aria-labelledby="card-form-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="card-form-title">
            {t('checkout.cardTitle')}
          </Title>
          {cardRejected && <ErrorBanner>{t('errors.CARD_INVALID')}</ErrorBanner>}
          {failure && <ErrorBanner>{apiErrorText(t, failure)}</ErrorBanner>}
          {offerSaveCard && (
            <Checkbox
              label={t('checkout.saveCard')}
              checked={saveCard}
              onChange={(e) => setSaveCard(e.currentTarget.checked)}
            />
          )}
          <fieldset className={classes.cardFieldset}>
            <Text component="legend" size="sm" fw={600} mb={4}>
              {t('checkout.cardDetails')}
            </Text>
            <Box className={classes.stripeCard} data-testid="stripe-card">
              <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }} />
            </Box>
          </fieldset>
          <Button
            type="submit"
            size="md"
            disabled={!stripe}
            loading={working || mutation.isPending || confirm.isPending}
          >
            {t('checkout.pay', { amount })}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
