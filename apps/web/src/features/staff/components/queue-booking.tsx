import type { Booking } from '@fairway/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../../lib/zoned-dates';
import { useClubDetails } from '../../clubs';

/** When it starts, in the club's zone (the browser's until the club's details are in). */
export function useQueueWhen(booking: Booking): string {
  return formatInZone(booking.Date, useClubDetails(booking.ClubId).data?.TimeZone);
}

/** "4 players, 1 junior": the party a queue item is about. */
export function partyText(t: TFunction, booking: Booking): string {
  const players = t('staff.players', { count: booking.NumberOfPeople });
  return booking.OfWhichJuniors > 0
    ? `${players}, ${t('staff.juniors', { count: booking.OfWhichJuniors })}`
    : players;
}

/** What it cost the booker: "12 points" or "1 round". */
export function costText(t: TFunction, booking: Booking): string {
  return t(booking.CostUnit === 'rounds' ? 'staff.costRounds' : 'staff.costPoints', { count: booking.Cost });
}

/**
 * One queue item's booking: where, the tee time in the club's zone, the party, who booked it and its
 * reference, so staff see what they confirm or cancel (issue 44 item 11).
 */
export function QueueBookingLine({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const when = useQueueWhen(booking);
  return (
    <Text size="sm">
      <Text span fw={600}>
        {when}
      </Text>{' '}
      · {partyText(t, booking)} · {booking.CourseName}, {booking.ClubName} ·{' '}
      {t('staff.bookedBy', { name: booking.BookedByName || booking.BookedByUsername })} · {booking.BookingRef}
    </Text>
  );
}
