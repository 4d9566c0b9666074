import type { Booking } from '@fairway/contracts';
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
  booking: Pick<Booking, 'Cancelled' | 'ConfirmationStatus' | 'Expired' | 'NoShow'>;
}) {
  const { t } = useTranslation();
  const look = LOOK[bookingBadge(booking)];
  return (
    <Badge color={look.color} variant="filled" radius="sm" tt="none">
      {t(look.key)}
    </Badge>
  );
}
