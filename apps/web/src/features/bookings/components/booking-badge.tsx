import type { Booking } from '@fairway/contracts';
import { BookingType } from '@fairway/contracts/constants';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BookingBadge as BadgeKind, bookingBadge } from '../lib/booking-display';

const LOOK: Record<BadgeKind, { key: string; color: string }> = {
  cancelled: { key: 'bookings.badgeCancelled', color: 'red.9' },
  pending: { key: 'bookings.badgePending', color: '#8f4200' },
  confirmed: { key: 'bookings.badgeConfirmed', color: '#1e6b30' },
  played: { key: 'bookings.badgePlayed', color: '#3d4451' },
  noShow: { key: 'bookings.badgeNoShow', color: '#8f4200' },
};

export function BookingBadge({
  booking,
}: {
  booking: Pick<Booking, 'Cancelled' | 'ConfirmationStatus' | 'Expired' | 'NoShow' | 'BookingType'>;
}) {
  const { t } = useTranslation();
  const kind = bookingBadge(booking);
  // A round is played; a treatment, a meal or a pass is not: those say Completed.
  const look =
    kind === 'played' && booking.BookingType !== BookingType.Golf
      ? { ...LOOK.played, key: 'bookings.badgeCompleted' }
      : LOOK[kind];
  return (
    <Badge color={look.color} variant="filled" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(look.key)}
    </Badge>
  );
}
