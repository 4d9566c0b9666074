import type { Booking, CreateBooking, TeeTimeSlot } from '@fairway/contracts';
import { Alert, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import type { TeeTimeSearch } from '../../../lib/paths';
import { todayIn } from '../../../lib/zoned-dates';
import { BuddyPicker, PartyPayers } from '../../buddies';
import { useClubContent, useClubDetails } from '../../clubs';
import { useLastBookableDate } from '../api/get-booking-window';
import { useTeeTimes } from '../api/get-tee-times';
import { useLiveTeeSheet } from '../api/use-live-tee-sheet';
import { readTeeTimeSearch, teeTimeSearchParams } from '../lib/tee-time-search';
import { BookingSuccess } from './booking-success';
import { ConfirmBookingDialog } from './confirm-booking-dialog';
import { PartyPickers } from './party-pickers';
import { SlotList } from './slot-list';
import { useBookSlot } from './use-book-slot';

interface SlotBookingScreenProps {
  clubId: number;
  courseId: number;
  /** Heading override (extras show their title); defaults to the course name. */
  title?: string;
  description?: string;
}

/** Tee times, spa, dining and extras: pick a date and party, then a slot, confirm, done. */
export function SlotBookingScreen({ clubId, courseId, title, description }: SlotBookingScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const details = useClubDetails(clubId);
  const content = useClubContent(clubId).data;
  const timeZone = details.data?.TimeZone;
  const today = timeZone ? todayIn(timeZone) : undefined;
  const lastDate = useLastBookableDate(clubId, today);
  const search = today ? readTeeTimeSearch(params, today, lastDate) : undefined;
  const teeTimes = useTeeTimes(search && { clubId, courseId, ...search });
  useLiveTeeSheet(courseId, search?.date);
  const [selected, setSelected] = useState<TeeTimeSlot>();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string>();
  const [booked, setBooked] = useState<Booking>();
  const [buddies, setBuddies] = useState<string[]>([]);
  const [paidByMe, setPaidByMe] = useState<string[]>([]);
  const { mutation, book, newAttempt } = useBookSlot();

  const course = details.data?.Courses.find((c) => c.Id === courseId);
  const heading = title ?? course?.Name ?? '';
  const notesTitle = content?.notesTitle || t('teeTimes.notes');
  const notesRequired = content?.notesRequired ?? false;
  // Buddies play golf: the tee-time screen only (not spa, dining or extras).
  const withBuddies = title === undefined && course?.FacilityType === 0;

  if (details.isError) return <Alert color="red">{t('errors.generic')}</Alert>;
  if (!search || !timeZone) return <LoadingIndicator />;

  // The adult places after the booker's; buddies beyond them are dropped when the party shrinks.
  const buddyPlaces = Math.max(0, search.players - search.juniors - 1);
  const party = withBuddies ? buddies.slice(0, buddyPlaces) : [];
  const request = (slot: TeeTimeSlot): CreateBooking => {
    const trimmed = notes.trim();
    return {
      clubId,
      courseId,
      time: slot.time,
      players: search.players,
      juniors: search.juniors,
      ...(trimmed ? { notes: trimmed } : {}),
      ...(party.length
        ? { buddies: party, buddiesPaidByMe: paidByMe.filter((target) => party.includes(target)) }
        : {}),
    };
  };
  const update = (next: TeeTimeSearch) => {
    setSelected(undefined);
    setParams(teeTimeSearchParams({ ...next, bookAgain: search.bookAgain }), { replace: true });
  };
  const choose = (slot: TeeTimeSlot) => {
    if (notesRequired && !notes.trim()) {
      setNotesError(t('teeTimes.notesRequired', { title: notesTitle }));
      return;
    }
    newAttempt();
    setSelected(slot);
  };
  const confirm = () => {
    if (!selected) return;
    book(request(selected), (created) => {
      setBooked(created);
      setSelected(undefined);
    });
  };
  const notice = teeTimes.data?.notice;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text>{details.data?.ClubName}</Text>
        {description && <Text size="sm">{description}</Text>}
      </Stack>
      {booked ? (
        <BookingSuccess
          booking={booked}
          timeZone={timeZone}
          onBookAnother={() => {
            setBooked(undefined);
            setNotes('');
            newAttempt();
          }}
        />
      ) : (
        <>
          {search.bookAgain && <Alert color="blue">{t('teeTimes.bookAgainNotice')}</Alert>}
          <PartyPickers search={search} minDate={today ?? search.date} maxDate={lastDate} onChange={update} />
          {withBuddies && <BuddyPicker max={buddyPlaces} value={party} onChange={setBuddies} />}
          <Textarea
            label={notesTitle}
            required={notesRequired}
            value={notes}
            error={notesError}
            autosize
            minRows={2}
            maxLength={1000}
            onChange={(e) => {
              setNotes(e.currentTarget.value);
              setNotesError(undefined);
            }}
          />
          <Title order={2} size="h4">
            {t('teeTimes.slotsLabel')}
          </Title>
          {teeTimes.isPending && <LoadingIndicator size="sm" />}
          {teeTimes.isError && <Alert color="red">{apiErrorText(t, teeTimes.error)}</Alert>}
          {notice && (
            <Alert color="orange" variant="outline" role="status">
              {t(`teeTimes.notice.${notice}`, {
                context: notice === 'NOT_ENOUGH_POINTS' ? teeTimes.data?.unit : undefined,
              })}
            </Alert>
          )}
          {teeTimes.data && (
            <SlotList
              slots={teeTimes.data.slots}
              unit={teeTimes.data.unit}
              timeZone={timeZone}
              selected={selected?.time}
              onSelect={choose}
            />
          )}
        </>
      )}
      <ConfirmBookingDialog
        slot={selected}
        where={`${heading} · ${details.data?.ClubName ?? ''}`}
        players={search.players}
        juniors={search.juniors}
        notes={notes}
        unit={teeTimes.data?.unit ?? 'points'}
        timeZone={timeZone}
        loading={mutation.isPending}
        error={mutation.error ? apiErrorText(t, mutation.error) : undefined}
        party={
          selected && party.length > 0 ? (
            <PartyPayers request={request(selected)} paidByMe={paidByMe} onPaidByMeChange={setPaidByMe} />
          ) : undefined
        }
        onConfirm={confirm}
        onClose={() => {
          setSelected(undefined);
          newAttempt();
        }}
      />
    </Stack>
  );
}
