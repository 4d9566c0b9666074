import type { PaymentFailureCode } from '@fairway/contracts';
import { PAYMENT_FAILURE_CODES } from '@fairway/contracts/constants';
import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { useHomeClub } from '../../../lib/home-club';
import { appPaths } from '../../../lib/paths';
import { useAuthState } from '../../session';
import { useConfirmPayment } from '../api/confirm-payment';
import { paymentStatusQueryKey, usePaymentStatus } from '../api/get-payment-status';
import { invalidateAfterPayment } from '../api/pay-basket';
import type { PaidLocationState } from '../lib/checkout-rules';
import {
  type CheckoutLocationState,
  isSettled,
  POLL_ATTEMPTS,
  paymentIdFromQuery,
  processingOutcome,
  returnedFromAuthentication,
} from '../lib/payment-processing';

/**
 * /PaymentProcessing (no login; squeeze layout): where the browser lands while the gateway confirms, after
 * the extra authentication step or as Stripe's return_url. Polls the payment, then leads on: /Welcome,
 * /TopupComplete, /RenewalComplete, or back to /Checkout with the card's text.
 */
export default function PaymentProcessingPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const homeClub = useHomeClub();
  const { isAuthenticated } = useAuthState();
  const paymentId = paymentIdFromQuery(search);
  const status = usePaymentStatus(paymentId, isAuthenticated === true);
  const confirm = useConfirmPayment();
  const confirmed = useRef(false);
  // Read on every render, so that each answer (even an unchanged one) renders the page again.
  const { data, isFetching, dataUpdatedAt } = status;

  // Back from Stripe's authentication step: settle the waiting payment once (its webhook may also do it).
  useEffect(() => {
    if (data?.Status !== 'RequiresAction' || confirmed.current || !returnedFromAuthentication(search)) return;
    confirmed.current = true;
    confirm.mutate(data.PaymentId, { onSettled: () => void status.refetch() });
  }, [data, search, confirm, status]);

  useEffect(() => {
    if (!data) return;
    const outcome = processingOutcome(data);
    if (outcome.kind === 'go') {
      void invalidateAfterPayment(queryClient, { Status: 'Succeeded' }).then(() =>
        navigate(outcome.to, {
          replace: true,
          state: { paymentId: data.PaymentId } satisfies PaidLocationState,
        }),
      );
    } else if (outcome.kind === 'failed') {
      const state: CheckoutLocationState = { paymentFailure: outcome.code };
      void navigate(appPaths.checkout(), { replace: true, state });
    }
  }, [data, navigate, queryClient]);

  if (isAuthenticated === false) {
    const returnUrl = `${location.pathname}${location.search}`;
    return (
      <Frame title={t('processing.title')}>
        <Text>{t('processing.loginRequired')}</Text>
        <Button
          component={Link}
          to={appPaths.clubLogin(homeClub.homeClubName, homeClub.homeClubId, returnUrl)}
        >
          {t('processing.login')}
        </Button>
      </Frame>
    );
  }
  if (!paymentId || status.isError) {
    return (
      <Frame title={t('processing.title')}>
        <ErrorBanner>{paymentId ? apiErrorText(t, status.error) : t('errors.PAYMENT_NOT_FOUND')}</ErrorBanner>
        <DashboardLink />
      </Frame>
    );
  }
  const attempts = dataUpdatedAt
    ? (queryClient.getQueryState(paymentStatusQueryKey(paymentId))?.dataUpdateCount ?? 0)
    : 0;
  const gaveUp = data !== undefined && !isSettled(data) && attempts >= POLL_ATTEMPTS && !isFetching;
  if (gaveUp) {
    return (
      <Frame title={t('processing.slowTitle')} icon>
        <Text role="status">{t('processing.slowMessage')}</Text>
        <DashboardLink />
      </Frame>
    );
  }
  return (
    <Frame title={t('processing.title')}>
      <Center role="status" aria-label={t('processing.message')}>
        <Loader />
      </Center>
      <Text>{t('processing.message')}</Text>
      {confirm.isError && !isDecline(confirm.error) && (
        <ErrorBanner>{apiErrorText(t, confirm.error)}</ErrorBanner>
      )}
    </Frame>
  );
}

/** A refusal that the payment's own state will report as Failed (then /Checkout shows its text). */
function isDecline(error: unknown): boolean {
  return (
    isApiRequestError(error) &&
    (PAYMENT_FAILURE_CODES as readonly string[]).includes(error.error.code as PaymentFailureCode)
  );
}

function Frame({ title, icon, children }: { title: string; icon?: boolean; children: ReactNode }) {
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          {icon && (
            <ThemeIcon size={56} radius="xl" color="blue.9" aria-hidden="true">
              <IconClockHour4 size={36} />
            </ThemeIcon>
          )}
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function DashboardLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={appPaths.home()} variant="light">
      {t('checkout.toDashboard')}
    </Button>
  );
}
