import type { Booking } from '@fairway/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../../lib/zoned-dates';
import { useClubContent } from '../../clubs';
import { bannerTitle, canCancel, isDining } from '../lib/booking-display';
import { bookingParty } from '../lib/booking-party';
import { AddToCalendarLink } from './add-to-calendar-link';
import { AskClubToCancel } from './ask-club-to-cancel';
import { BookingBadge } from './booking-badge';
import { useCancelFlow } from './use-cancel-flow';

interface BookingDetailsDialogProps {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
  timeZone: string | undefined;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={700} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Every field of member-area §2's details dialog, with Close and (when allowed) Cancel booking. */
export default function BookingDetailsDialog({
  booking,
  opened,
  onClose,
  timeZone,
}: BookingDetailsDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelFlow(booking);
  // An extra's form (a stay, a session, passes) is the club's content: it names the party.
  const content = useClubContent(booking.ClubId).data;
  const extraForm = content?.booking?.extraForms?.find((f) => f.courseId === booking.CourseId)?.form;
  const party = bookingParty(t, booking, extraForm);

  return (
    <>
      <Modal
        opened={opened && !cancel.busy}
        onClose={onClose}
        title={bannerTitle(booking)}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm">
          <BookingBadge booking={booking} />
          <Stack gap="xs" component="dl" m={0}>
            <Field label={t('bookings.clubAndCourse')}>
              {booking.ClubName} · {booking.CourseName}
            </Field>
            <Field label={party.label}>{party.text}</Field>
            {booking.Details?.Treatment && (
              <Field label={t('bookings.treatment')}>
                {t('bookings.treatmentValue', {
                  name: booking.Details.Treatment.Name,
                  count: booking.Details.Treatment.Minutes,
                })}
              </Field>
            )}
            {booking.Details?.Nights !== undefined && (
              <Field label={t('bookings.stay')}>
                {t('bookings.nights', { count: booking.Details.Nights })}
              </Field>
            )}
            <Field label={t('bookings.dateAndBooker')}>
              {t('bookings.bookedOnBy', {
                date: formatInZone(booking.Date, timeZone),
                user: booking.BookedByName,
              })}
            </Field>
            <Field label={t('bookings.bookingCode')}>{booking.BookingRef}</Field>
            <Field label={t('bookings.requestNotes')}>
              {booking.Notes.trim() || t('bookings.notesEmpty')}
            </Field>
            {booking.CancellationNotes?.trim() && (
              <Field label={t('bookings.cancellationNotes')}>{booking.CancellationNotes}</Field>
            )}
            {!isDining(booking) && (
              <Field label={t('bookings.confirmationCode')}>
                {/* A request the club has not confirmed yet has no real code to show: say when it comes. */}
                {booking.ConfirmationStatus === 'NotConfirmed'
                  ? t('bookings.confirmationCodePending')
                  : booking.ConfirmationCode}
              </Field>
            )}
          </Stack>
          {!booking.Cancelled && <AddToCalendarLink bookingId={booking.Id} />}
          <AskClubToCancel booking={booking} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            {canCancel(booking) && (
              <Button color="red.9" onClick={cancel.start}>
                {t('bookings.cancelBooking')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
      {cancel.dialogs}
    </>
  );
}
