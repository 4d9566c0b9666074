import type { PaymentResult } from '@fairway/contracts';
import { PACKAGE_TYPES } from '@fairway/contracts/constants';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { useAuthState } from '../../auth';
import { useClubContent } from '../../clubs';
import { useBasket } from '../api/get-basket';
import { usePackages } from '../api/get-packages';
import { useSetBasket } from '../api/set-basket';
import { destinationAfterPayment, formatPrice, type PaidLocationState } from '../lib/checkout-rules';
import type { CheckoutLocationState } from '../lib/payment-processing';
import { AuthenticationStep } from './authentication-step';
import { BasketItemCard } from './basket-item-card';
import { CheckoutDisabledNotice } from './checkout-disabled-notice';
import { PackageList } from './package-list';
import { PaymentForm } from './payment-form';

/** /Checkout (route summary): the basket and the card form; an empty basket shows the club's packages. */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Back from /PaymentProcessing after a failed payment: why it failed, in the catalogue's words.
  const failure = (useLocation().state as CheckoutLocationState | null)?.paymentFailure;
  const { member } = useAuthState();
  const basket = useBasket(Boolean(member));
  const item = basket.data?.Items[0];
  const [challenge, setChallenge] = useState<string | null>(null);
  if (!member || basket.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  }

  const firstPaymentDone = member.CompletedFirstPayment;
  const onPaid = (result: PaymentResult) => {
    if (result.Status === 'RequiresAction') return setChallenge(result.PaymentId);
    const state: PaidLocationState = { paymentId: result.PaymentId };
    void navigate(destinationAfterPayment(result, firstPaymentDone), { state });
  };

  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('checkout.title')}
        </Title>
        {basket.isError && <ErrorBanner>{apiErrorText(t, basket.error)}</ErrorBanner>}
        {failure && !challenge && <ErrorBanner>{t(`errors.${failure}`)}</ErrorBanner>}
        {item ? (
          <>
            <BasketItemCard item={item} />
            {challenge ? (
              <AuthenticationStep paymentId={challenge} />
            ) : (
              <PaymentForm
                amount={formatPrice(item.NewPrice, item.Currency, i18n.language)}
                onPaid={onPaid}
                // A top-up renews nothing: saving the card for automatic renewal is a membership's offer.
                offerSaveCard={item.PackageType === PACKAGE_TYPES.membership}
              />
            )}
          </>
        ) : (
          <ChoosePackage clubId={member.HomeClubId} firstPaymentDone={firstPaymentDone} />
        )}
      </Stack>
    </Container>
  );
}

function ChoosePackage({ clubId, firstPaymentDone }: { clubId: number; firstPaymentDone: boolean }) {
  const { t } = useTranslation();
  const packages = usePackages(clubId);
  const content = useClubContent(clubId).data;
  const setBasket = useSetBasket();
  if (packages.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  }
  if (packages.isError) return <ErrorBanner>{apiErrorText(t, packages.error)}</ErrorBanner>;
  if (packages.data.CheckoutDisabled) return <CheckoutDisabledNotice />;
  return (
    <Stack gap="md">
      <Text>{t('checkout.choosePackage')}</Text>
      {setBasket.isError && <ErrorBanner>{apiErrorText(t, setBasket.error)}</ErrorBanner>}
      <PackageList
        packages={packages.data}
        completedFirstPayment={firstPaymentDone}
        clubEmail={content?.email}
        basketBundleId={undefined}
        adding={setBasket.isPending}
        onAdd={(bundleId) => setBasket.mutate({ BundleId: bundleId, NewClubId: clubId, PromoCode: null })}
      />
    </Stack>
  );
}
