import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { usePreviousBookings } from '../api/get-previous-bookings';
import { BookingListSection, NO_BOOKINGS } from './booking-list-section';

/** Previous bookings, five a page, with Previous and Next. */
export function PreviousBookings() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const previous = usePreviousBookings(page);
  const paging = (
    <Pager
      page={page}
      hasMore={previous.data?.hasMore}
      waiting={previous.isPlaceholderData}
      onPage={setPage}
      label={t('bookings.previousPaging')}
    />
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
