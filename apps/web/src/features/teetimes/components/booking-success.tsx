import type { Booking } from '@fairway/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { formatInZone } from '../../../lib/zoned-dates';
import { AddToCalendarLink } from '../../bookings';

/** Shown in place of the slots once the booking is made. */
export function BookingSuccess({
  booking,
  timeZone,
  onBookAnother,
}: {
  booking: Booking;
  timeZone: string;
  onBookAnother: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  // A club that confirms bookings itself has received a request, not a booking: say so (Pending on the card).
  const request = booking.ConfirmationStatus === 'NotConfirmed' && !booking.Cancelled;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="#1e6b30"
      variant="outline"
      styles={{ title: { color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-lg)' } }}
      icon={<IconCircleCheck aria-hidden="true" />}
      title={t(request ? 'teeTimes.requestTitle' : 'teeTimes.successTitle')}
      role="status"
    >
      <Stack gap="xs">
        <Text>
          {booking.CourseName} · {formatInZone(booking.Date, timeZone)}
        </Text>
        {request && <Text>{t('teeTimes.requestBody')}</Text>}
        <Text>
          {t(request ? 'teeTimes.requestReference' : 'teeTimes.successReference', {
            ref: booking.BookingRef,
          })}
        </Text>
        <AddToCalendarLink bookingId={booking.Id} />
        <Group gap="sm" mt="xs">
          <Button component={Link} to={appPaths.home()}>
            {t('teeTimes.viewBookings')}
          </Button>
          <Button variant="default" onClick={onBookAnother}>
            {t('teeTimes.bookAnother')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
