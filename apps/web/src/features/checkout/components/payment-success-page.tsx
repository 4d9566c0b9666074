import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { appPaths } from '../../../lib/paths';
import { usePoints } from '../../members';
import { useAuthState } from '../../session';
import { usePaymentStatus } from '../api/get-payment-status';
import { type ConfirmationKind, confirms, paidPaymentId } from '../lib/paid-payment';

interface PaymentSuccessProps {
  title: string;
  children: ReactNode;
}

function PaymentSuccess({ title, children }: PaymentSuccessProps) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="#1e6b30" aria-hidden="true">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <Button component={Link} to={appPaths.home()}>
            {t('checkout.toDashboard')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * Shows the page only after a payment of this member of the page's kind (issue 26 §4): the payment named in
 * the router state by /Checkout or /PaymentProcessing, checked with the API. Anyone else (a visitor, a
 * member who typed the address, someone else's payment) is sent on to the dashboard, or the login.
 */
function PaidGate({ kind, children }: { kind: ConfirmationKind; children: ReactNode }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuthState();
  const paymentId = paidPaymentId(useLocation().state);
  const status = usePaymentStatus(paymentId, isAuthenticated === true);
  if (isAuthenticated === false || !paymentId || status.isError)
    return <Navigate to={appPaths.home()} replace />;
  if (status.data && status.data.Status !== 'Pending' && status.data.Status !== 'RequiresAction') {
    return confirms(kind, status.data) ? children : <Navigate to={appPaths.home()} replace />;
  }
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

/** The date the membership now runs until (the member summary, refreshed by the payment). */
function MembershipUntil({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const expires = useAuthState().member?.MembershipExpires;
  if (!expires) return null;
  return <Text fw={600}>{t(messageKey, { date: formatDate(expires) })}</Text>;
}

/** /Welcome: the member's first membership payment is done. */
export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <PaidGate kind="welcome">
      <PaymentSuccess title={t('title.welcome')}>
        <Text role="status">{t('checkout.welcomeMessage')}</Text>
        <MembershipUntil messageKey="checkout.membershipUntil" />
      </PaymentSuccess>
    </PaidGate>
  );
}

/** /RenewalComplete: a renewal is paid; it says the new end date (issue 26 §2, §3). */
export function RenewalCompletePage() {
  const { t } = useTranslation();
  return (
    <PaidGate kind="renewal">
      <PaymentSuccess title={t('title.renewalComplete')}>
        <Text role="status">{t('checkout.renewalMessage')}</Text>
        <MembershipUntil messageKey="checkout.renewedUntil" />
      </PaymentSuccess>
    </PaidGate>
  );
}

function NewBalance() {
  const { t } = useTranslation();
  const points = usePoints().data;
  if (!points) return null;
  return (
    <Text fw={600}>
      {t('checkout.newBalance', { home: points.homePoints, openPlay: points.flexiPoints })}
    </Text>
  );
}

/** /TopupComplete: points bought; the new balance shows here and in the top bar. */
export function TopupCompletePage() {
  const { t } = useTranslation();
  return (
    <PaidGate kind="topup">
      <PaymentSuccess title={t('title.topupComplete')}>
        <Text role="status">{t('checkout.topupMessage')}</Text>
        <NewBalance />
      </PaymentSuccess>
    </PaidGate>
  );
}
