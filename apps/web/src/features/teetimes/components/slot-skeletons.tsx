import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The slot grid while it loads: cards shaped like the slots, announced once as loading. */
export function SlotListSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} aria-busy="true">
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} height={88} radius="md" />
        ))}
      </SimpleGrid>
    </div>
  );
}

/** The whole booking screen while the club loads: heading, pickers and the slot grid. */
export function BookingScreenSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={32} width="60%" />
      <Skeleton height={18} width="30%" />
      <Skeleton height={56} />
      <Skeleton height={72} />
      <SlotListSkeleton count={8} />
    </Stack>
  );
}
