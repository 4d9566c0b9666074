import type { Booking } from '@fairway/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { formatInZone } from '../../../lib/zoned-dates';
import { useClubTimeZone } from '../hooks/use-club-time-zone';
import { bannerTitle, bookAgainUrl, cardLine, isDining } from '../lib/booking-display';
import { BookingBadge } from './booking-badge';
import classes from './booking-card.module.css';

// One per card, mounted only when first opened (as every lazy overlay is), not with the dashboard's lists.
const BookingDetailsDialog = lazyOverlay(() => import('./booking-details-dialog'));

/** A booking on the dashboard or in the history (member-area §2 "Booking card"). */
export function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const timeZone = useClubTimeZone(booking.ClubId);
  const title = bannerTitle(booking);
  const line = cardLine(booking, formatInZone(booking.Date, timeZone));

  return (
    <article className={classes.card} aria-label={title}>
      <div className={classes.banner}>
        <p className={classes.bannerText}>
          {title}
          {isDining(booking) && ` ${t('bookings.forPeople', { count: booking.NumberOfPeople })}`}
        </p>
      </div>
      <div className={classes.body}>
        <div className={classes.summary}>
          <p className={classes.line}>{line}</p>
          <BookingBadge booking={booking} />
        </div>
        <div className={classes.actions}>
          <Button size="xs" variant="default" onClick={() => setOpen(true)}>
            {t('bookings.viewDetails')}
          </Button>
          {booking.Expired && (
            <Button size="xs" component={Link} to={bookAgainUrl(booking, timeZone)}>
              {t('bookings.bookAgain')}
            </Button>
          )}
        </div>
      </div>
      <BookingDetailsDialog
        booking={booking}
        opened={open}
        onClose={() => setOpen(false)}
        timeZone={timeZone}
      />
    </article>
  );
}
