import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviousBookings } from '../api/get-previous-bookings';
import { BookingListSection, NO_BOOKINGS } from './booking-list-section';

/** Previous bookings, five a page, with Previous and Next. */
export function PreviousBookings() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const previous = usePreviousBookings(page);
  const paging = (page > 1 || previous.data?.hasMore) && (
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
  );
  return (
    <BookingListSection
      id="previous-bookings-title"
      title={t('bookings.previousTitle')}
      emptyText={t('bookings.previousEmpty')}
      query={previous}
      bookings={previous.data?.items ?? NO_BOOKINGS}
      showEmpty={page === 1}
      footer={paging}
    />
  );
}
