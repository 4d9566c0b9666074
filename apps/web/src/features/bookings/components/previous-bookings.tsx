import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviousBookings } from '../api/get-previous-bookings';
import { BookingCard } from './booking-card';

/** Previous bookings, five a page, with Previous and Next. */
export function PreviousBookings() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const previous = usePreviousBookings(page);
  const items = previous.data?.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="previous-bookings-title">
      <Title order={2} size="h3" id="previous-bookings-title">
        {t('bookings.previousTitle')}
      </Title>
      {previous.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {previous.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {previous.isSuccess && items.length === 0 && page === 1 && <Text>{t('bookings.previousEmpty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {items.map((b) => (
          <BookingCard key={b.Id} booking={b} />
        ))}
      </SimpleGrid>
      {(page > 1 || previous.data?.hasMore) && (
        <Group justify="space-between" component="nav" aria-label={t('bookings.previousPaging')}>
          <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('bookings.previousPage')}
          </Button>
          <Text size="sm" aria-live="polite">
            {t('bookings.pageLabel', { page })}
          </Text>
          <Button
            variant="default"
            disabled={!previous.data?.hasMore || previous.isPlaceholderData}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('bookings.nextPage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
