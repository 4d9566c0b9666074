import type { ClubContent } from '@fairway/contracts';
import { Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { NotFoundPage } from '../../errors';

/** Skeleton lines shaped like a page: a heading and a few paragraphs. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton h={36} w="60%" />
      <Skeleton h={180} />
      <Skeleton h={16} />
      <Skeleton h={16} w="90%" />
      <Skeleton h={16} w="75%" />
    </Stack>
  );
}

/**
 * What a public page shows while its club's document loads or fails: a skeleton, the 404 page for an
 * unknown club, or a failure with Retry. `hidden` (for example a landing page the club switched off)
 * shows the 404 page too.
 */
export function ClubPageState({
  query,
  unknown,
  hidden,
  children,
}: {
  query: UseQueryResult<ClubContent>;
  /** The club does not exist (see usePageClub). */
  unknown?: boolean;
  hidden?: (content: ClubContent) => boolean;
  children: (content: ClubContent) => ReactNode;
}) {
  const { t } = useTranslation();
  if (unknown) return <NotFoundPage />;
  if (query.data) return hidden?.(query.data) ? <NotFoundPage /> : children(query.data);
  if (query.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorBanner>{t('errors.generic')}</ErrorBanner>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('clubPages.retry')}
        </Button>
      </Stack>
    );
  }
  return <PageSkeleton label={t('clubPages.loading')} />;
}
