import type { PaymentResult } from '@fairway/contracts';
import { Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { apiPaths, appPaths } from '../../../lib/paths';
import { subscriptionQueryKey, useSubscription } from '../../members';
import { formatPrice } from '../lib/checkout-rules';
import { AuthenticationStep } from './authentication-step';
import { PaymentForm } from './payment-form';

/**
 * /Arrears, titled Account Locked: a member whose automatic renewal could not be charged is held here
 * (the route guard) until they pay the amount due by card; then the dashboard.
 */
export default function ArrearsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const [challenge, setChallenge] = useState<string | null>(null);

  if (subscription.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  }
  const sub = subscription.data;
  if (sub && sub.Status !== 'Arrears') return <Navigate to={appPaths.home()} replace />;

  const onPaid = (result: PaymentResult) => {
    if (result.Status === 'RequiresAction') return setChallenge(result.PaymentId);
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    void navigate(appPaths.home(), { replace: true });
  };

  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title.arrears')}
        </Title>
        {subscription.isError && <ErrorBanner>{apiErrorText(t, subscription.error)}</ErrorBanner>}
        <Text>{t('arrears.message')}</Text>
        {sub?.Amount != null && sub.Currency && (
          <>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arrears-due-title">
              <Group justify="space-between" align="baseline" wrap="wrap">
                <Stack gap={2}>
                  <Title order={2} size="h4" id="arrears-due-title">
                    {t('arrears.amountDue')}
                  </Title>
                  {sub.PackageName && (
                    <Text size="sm">{t('arrears.package', { package: sub.PackageName })}</Text>
                  )}
                </Stack>
                <Text fw={700} fz="xl">
                  {formatPrice(sub.Amount, sub.Currency, i18n.language)}
                </Text>
              </Group>
            </Paper>
            {challenge ? (
              <AuthenticationStep paymentId={challenge} />
            ) : (
              <PaymentForm
                amount={formatPrice(sub.Amount, sub.Currency, i18n.language)}
                onPaid={onPaid}
                payPath={apiPaths.payArrears()}
                offerSaveCard
              />
            )}
          </>
        )}
        {sub && sub.Amount == null && <ErrorBanner>{t('errors.NO_RENEWAL_PACKAGE')}</ErrorBanner>}
      </Stack>
    </Container>
  );
}
