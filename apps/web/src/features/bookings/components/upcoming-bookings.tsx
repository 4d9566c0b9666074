import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpcomingBookings } from '../api/get-upcoming-bookings';
import { isShownUpcoming } from '../lib/booking-display';
import { BookingListSection, NO_BOOKINGS } from './booking-list-section';

export function UpcomingBookings() {
  const { t } = useTranslation();
  const upcoming = useUpcomingBookings();
  // One array per answer, not per render: the list redraws when the bookings change, not otherwise.
  const bookings = useMemo(() => upcoming.data?.filter(isShownUpcoming) ?? NO_BOOKINGS, [upcoming.data]);
  return (
    <BookingListSection
      id="upcoming-bookings-title"
      title={t('bookings.upcomingTitle')}
      emptyText={t('bookings.upcomingEmpty')}
      query={upcoming}
      bookings={bookings}
    />
  );
}
