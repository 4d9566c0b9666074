import { useTranslation } from 'react-i18next';
import { useUpcomingBookings } from '../api/get-upcoming-bookings';
import { isShownUpcoming } from '../lib/booking-display';
import { BookingListSection } from './booking-list-section';

export function UpcomingBookings() {
  const { t } = useTranslation();
  const upcoming = useUpcomingBookings();
  return (
    <BookingListSection
      id="upcoming-bookings-title"
      title={t('bookings.upcomingTitle')}
      emptyText={t('bookings.upcomingEmpty')}
      query={upcoming}
      bookings={upcoming.data?.filter(isShownUpcoming) ?? []}
    />
  );
}
