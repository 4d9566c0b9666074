import type { Booking } from '@fairway/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatDate } from '../../../lib/dates';
import { useMarkNoShow } from '../api/staff-queries';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function RecentBooking({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const noShow = useMarkNoShow();
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Text size="sm">
            {booking.ClubName} · {booking.CourseName} · {formatDate(booking.Date)} · {booking.BookingRef}
          </Text>
          {booking.Cancelled && <Badge color="red.9">{t('staff.cancelled')}</Badge>}
          {booking.NoShow && <Badge color="#8f4200">{t('staff.noShow')}</Badge>}
        </Group>
        {!booking.Cancelled && !booking.NoShow && (
          <Button
            variant="default"
            size="xs"
            w="fit-content"
            loading={noShow.isPending}
            onClick={() => noShow.mutate(booking.Id)}
          >
            {t('staff.markNoShow')}
          </Button>
        )}
        {noShow.isError && (
          <Text size="sm" c="red.9" role="alert">
            {apiErrorText(t, noShow.error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The member's latest past bookings; staff mark a no-show here. */
export function RecentBookings({ bookings }: { bookings: Booking[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-member-recent">
      <Title order={2} size="h3" id="staff-member-recent">
        {t('staff.recent')}
      </Title>
      {bookings.length === 0 ? (
        <Text size="sm">{t('staff.noRecent')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={listStyle}>
          {bookings.map((b) => (
            <RecentBooking key={b.Id} booking={b} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
