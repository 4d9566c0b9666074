import type { AvailablePackages } from '@fairway/contracts';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { CheckoutDisabledNotice } from './checkout-disabled-notice';

interface CatalogueStateProps {
  packages: UseQueryResult<AvailablePackages>;
  /** The last Add to basket's failure, if any. */
  basketError: unknown;
  /** What to show once the club's catalogue has loaded and its checkout is open. */
  children: (catalogue: AvailablePackages) => ReactNode;
}

/** The states every catalogue screen shares: basket failure, loading, load failure, checkout disabled. */
export function CatalogueState({ packages, basketError, children }: CatalogueStateProps) {
  const { t } = useTranslation();
  return (
    <>
      {basketError ? <ErrorBanner>{apiErrorText(t, basketError)}</ErrorBanner> : null}
      {packages.isPending && (
        <Center role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      )}
      {packages.isError && <ErrorBanner>{apiErrorText(t, packages.error)}</ErrorBanner>}
      {packages.data?.CheckoutDisabled && <CheckoutDisabledNotice />}
      {packages.data && !packages.data.CheckoutDisabled && children(packages.data)}
    </>
  );
}
