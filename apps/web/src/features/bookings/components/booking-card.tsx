import type { Booking } from '@fairway/contracts';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { formatInZone } from '../../../lib/zoned-dates';
import { useClubTimeZone } from '../hooks/use-club-time-zone';
import { bannerTitle, bookAgainUrl, cardLine, isDining } from '../lib/booking-display';
import { BookingBadge } from './booking-badge';
import classes from './booking-card.module.css';

// One per card: mounted when first opened, not with every card of the dashboard's lists.
const BookingDetailsDialog = lazyOverlay(() => import('./booking-details-dialog'), { mountWhenOpened: true });

/** A booking on the dashboard or in the history (member-area §2 "Booking card"). */
export function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const timeZone = useClubTimeZone(booking.ClubId);
  const title = bannerTitle(booking);
  const line = cardLine(booking, formatInZone(booking.Date, timeZone));

  return (
    <Paper withBorder radius="md" className={classes.card} component="article" aria-label={title}>
      <Box className={classes.banner}>
        <Text fw={700} className={classes.bannerText}>
          {title}
          {isDining(booking) && ` ${t('bookings.forPeople', { count: booking.NumberOfPeople })}`}
        </Text>
      </Box>
      <Stack gap="xs" p="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {/* The line gives way (wraps) before the badge does: an extra's line is longer. */}
          <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
            {line}
          </Text>
          <BookingBadge booking={booking} />
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setOpen(true)}>
            {t('bookings.viewDetails')}
          </Button>
          {booking.Expired && (
            <Button size="xs" component={Link} to={bookAgainUrl(booking, timeZone)}>
              {t('bookings.bookAgain')}
            </Button>
          )}
        </Group>
      </Stack>
      <BookingDetailsDialog
        booking={booking}
        opened={open}
        onClose={() => setOpen(false)}
        timeZone={timeZone}
      />
    </Paper>
  );
}
