import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CardGridSkeletonProps {
  count?: number;
  /** Columns from the `sm` breakpoint up (one on phones), as the loaded grid has. */
  columns?: 1 | 2;
  /** Cards ending in a Book button (club house, extras) rather than a link line (club lists). */
  withButton?: boolean;
}

/** A grid of course or club cards while it loads: the cards' own shape, announced once as loading. */
export function CardGridSkeleton({ count = 4, columns = 2, withButton = true }: CardGridSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} aria-busy="true">
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Paper key={i} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Skeleton height={12} width="30%" />
              <Skeleton height={22} width="70%" />
              {withButton ? (
                <Skeleton height={36} width={80} radius="sm" />
              ) : (
                <Skeleton height={14} width="50%" />
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}
