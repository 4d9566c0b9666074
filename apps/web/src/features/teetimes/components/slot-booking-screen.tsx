import type { CreateBooking, TeeTimeSlot } from '@fairway/contracts';
import { FacilityType } from '@fairway/contracts/constants';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { LazySelect } from '../../../components/lazy-select';
import { isNotFound, LoadError } from '../../../components/load-error';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths, type TeeTimeSearch } from '../../../lib/paths';
import { localDate, todayIn } from '../../../lib/zoned-dates';
import { BallotPanel } from '../../ballots';
import { HeldBooking } from '../../bookings';
import { BuddyPicker, PartyPayers, useBuddyList } from '../../buddies';
import { useClubContent, useClubDetails } from '../../clubs';
import { NotFoundPage } from '../../errors';
import { ReleaseLineGate } from '../../release-lines';
import { useWaitlistShown, WaitlistExplain, WaitlistSlot } from '../../waitlist';
import { useLastBookableDate } from '../api/get-booking-window';
import { useTeeTimes } from '../api/get-tee-times';
import { useLiveTeeSheet } from '../api/use-live-tee-sheet';
import { clubMessageFor, facilityForm, facilityKind, notesTitleFor, partyText } from '../lib/facility';
import { type PartyLimits, readTeeTimeSearch, teeTimeSearchParams } from '../lib/tee-time-search';
import { BookingRules, BookingRulesSkeleton, TeeTimesNotice } from './booking-rules';
import { BookingSuccess } from './booking-success';
import { ClubMessage } from './club-message';
import { SingleStartCard, TreatmentPicker } from './facility-choice';
import { NotesField } from './notes-field';
import { numberOptions, PartyPickers } from './party-pickers';
import { SlotList, slotReasonText } from './slot-list';
import { BookingScreenSkeleton, SlotListSkeleton } from './slot-skeletons';
import { useLinkedSlot } from './use-linked-slot';
import { useSearchCorrection, useSetQuery } from './use-search-query';
import { useSlotChoice } from './use-slot-choice';

// After the sheet's first paint: the dialog is wanted only once a slot is chosen (Mantine's modal, scroll
// area and focus trap stay out of the 07:00 screen's first load).
const ConfirmBookingDialog = lazyOverlay(() => import('./confirm-booking-dialog'));

function withDate(params: URLSearchParams, date: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('Date', date);
  return next;
}

interface SlotBookingScreenProps {
  clubId: number;
  courseId: number;
  /** Heading override (extras show their title); defaults to the course name. */
  title?: string;
  description?: string;
  /** The FacilityType the route books (golf 0, spa 1, dining 4): another course there is a 404. */
  facilityType?: number;
}

/** Tee times, spa, dining and extras: pick a date and party, then a slot, confirm, done. */
export function SlotBookingScreen({
  clubId,
  courseId,
  title,
  description,
  facilityType,
}: SlotBookingScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const details = useClubDetails(clubId);
  const contentQuery = useClubContent(clubId);
  const content = contentQuery.data;
  const timeZone = details.data?.TimeZone;
  const today = timeZone ? todayIn(timeZone) : undefined;
  const course = details.data?.Courses.find((c) => c.Id === courseId);
  const kind = facilityKind(course?.FacilityType, title !== undefined);
  const release = kind === 'golf' ? content?.release?.find((r) => r.courseId === courseId) : undefined;
  const lastDate = useLastBookableDate(clubId, today, release, contentQuery.isPending);
  // Buddies play golf: the tee-time screen only (not spa, dining or extras).
  const withBuddies = title === undefined && course?.FacilityType === 0;
  const buddyList = useBuddyList('buddies', withBuddies);
  const form = facilityForm(t, kind, course, content);
  const { sizes, sizeLabel } = form;
  const limits: PartyLimits = { maxPlayers: Math.max(...sizes), juniors: form.juniors, sizes };
  // A link that names only a start (an alert's Book) is on that start's day on the club's clock.
  const linkedTime = params.get('Date') ? null : params.get('Time');
  const dated = linkedTime && timeZone ? withDate(params, localDate(linkedTime, timeZone)) : params;
  const search = today ? readTeeTimeSearch(dated, today, lastDate, limits) : undefined;
  // The treatment and a stay's nights live in the URL too (Treatment, Nights), so a link reproduces them.
  // The club's first treatment is preselected (the API books the same one when none is named).
  const treatment = form.treatments.find((x) => x.id === params.get('Treatment')) ?? form.treatments[0];
  const stay = form.extra?.form === 'stay' ? form.extra : undefined;
  const nights = stay
    ? Math.min(stay.max, Math.max(1, Math.trunc(Number(params.get('Nights'))) || 1))
    : undefined;
  const teeTimes = useTeeTimes(search && { clubId, courseId, ...search, treatment: treatment?.id, nights });
  useLiveTeeSheet(courseId, search?.date);
  const waitlistShown = useWaitlistShown(kind === 'golf' ? teeTimes.data?.courseId : undefined);
  // The day's times are drawn in a background render that yields to the browser: the answer arrives in a
  // blocking store update, and the list (forty-odd starts, each a button with its cost and places) was one
  // long task. Until the first list is drawn its skeleton stays; a later answer for the same search (the
  // live sheet's refetch) shows the previous list meanwhile, never another day's or party's.
  const searchKey = JSON.stringify([clubId, courseId, search, treatment?.id, nights]);
  const answer = useMemo(() => ({ searchKey, slots: teeTimes.data?.slots }), [searchKey, teeTimes.data]);
  const drawn = useDeferredValue(answer);
  const shownSlots = drawn.searchKey === searchKey ? drawn.slots : undefined;
  // The network search's party comes with its link (Buddies); the picker changes it from there.
  const [buddies, setBuddies] = useState<string[]>(() =>
    (params.get('Buddies') ?? '').split(',').filter(Boolean),
  );
  const [paidByMe, setPaidByMe] = useState<string[]>([]);
  const [correction, dismissCorrection] = useSearchCorrection(search, today, lastDate, form);
  const setQuery = useSetQuery();
  const notesTitle = notesTitleFor(t, kind, content);
  const clubMessage = clubMessageFor(kind, content);
  const notesRequired = kind === 'golf' && (content?.notesRequired ?? false);
  const choice = useSlotChoice({ notesRequired, notesTitle });
  const { selected, notes, booked, held } = choice;
  const [linkedGone, dismissLinkedGone] = useLinkedSlot(teeTimes.data?.slots, choice.choose, search?.date);

  const heading = title ?? course?.Name ?? '';
  if (details.isError) {
    return isNotFound(details.error) ? (
      <NotFoundPage />
    ) : (
      <LoadError error={details.error} onRetry={() => details.refetch()} />
    );
  }
  if (details.data && (!course || (facilityType !== undefined && course.FacilityType !== facilityType))) {
    return <NotFoundPage />;
  }
  // Book again of any booking leads here: a spa, restaurant or extra course goes on to its own screen
  // (an extra's: a stay, a session or passes, never the golf form).
  if (
    course &&
    facilityType === undefined &&
    title === undefined &&
    course.FacilityType !== FacilityType.Golf
  ) {
    const own =
      course.FacilityType === FacilityType.Spa
        ? appPaths.spa(clubId, courseId)
        : course.FacilityType === FacilityType.Restaurant
          ? appPaths.dining(clubId, courseId)
          : appPaths.extraCourse(clubId, courseId);
    const query = params.toString();
    const to = query ? `${own}${own.includes('?') ? '&' : '?'}${query}` : own;
    return <Navigate to={to} replace />;
  }
  // The screen appears once what shapes it is in (the party sizes from the club's content, the buddy
  // picker when the member has buddies): nothing above the slot list moves after the first paint.
  if (!search || !timeZone || contentQuery.isPending || (withBuddies && buddyList.isPending)) {
    return <BookingScreenSkeleton />;
  }

  // The adult places after the booker's; buddies beyond them are dropped when the party shrinks.
  const buddyPlaces = Math.max(0, search.players - search.juniors - 1);
  const party = withBuddies ? buddies.slice(0, buddyPlaces) : [];
  // A stay and guest passes have one start a day: a summary card, not a time grid.
  const singleStart = stay ? 'stay' : form.extra?.form === 'quantity' ? 'quantity' : undefined;
  const slotsLabel = form.extra?.form === 'session' ? t('teeTimes.sessionsLabel') : t('teeTimes.slotsLabel');
  const request = (slot: TeeTimeSlot): CreateBooking => {
    const trimmed = notes.trim();
    return {
      clubId,
      courseId,
      time: slot.time,
      players: search.players,
      juniors: search.juniors,
      ...(trimmed ? { notes: trimmed } : {}),
      ...(treatment ? { treatment: treatment.id } : {}),
      ...(nights !== undefined ? { nights } : {}),
      ...(party.length
        ? { buddies: party, buddiesPaidByMe: paidByMe.filter((target) => party.includes(target)) }
        : {}),
    };
  };
  const update = (next: TeeTimeSearch) => {
    choice.clearSelection();
    setQuery({ BookAgain: undefined, ...teeTimeSearchParams({ ...next, bookAgain: search.bookAgain }) });
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text>{details.data?.ClubName}</Text>
        {description && <Text size="sm">{description}</Text>}
      </Stack>
      {clubMessage && <ClubMessage message={clubMessage} />}
      {held ? (
        <HeldBooking held={held} focus onBookAgain={choice.leaveHeld} />
      ) : booked ? (
        <BookingSuccess booking={booked} timeZone={timeZone} onBookAnother={choice.bookAnother} />
      ) : (
        // The day about to open through a release line shows the line first, and in place of the sheet until the
        // member's turn (the day's notice and times behind it: "outside the window" or "not your turn" is the
        // line's to say).
        <ReleaseLineGate
          clubId={clubId}
          courseId={courseId}
          date={search.date}
          openingDate={lastDate}
          release={release}
          timeZone={timeZone}
          onGoToDay={(date) => update({ ...search, date })}
          pending={<SlotListSkeleton count={8} />}
          form={
            <>
              {search.bookAgain && (
                <Alert color="blue">
                  {t(singleStart ? 'teeTimes.bookAgainNoticeDate' : 'teeTimes.bookAgainNotice')}
                </Alert>
              )}
              {linkedGone && (
                <DismissibleNotice onClose={dismissLinkedGone}>
                  {t('teeTimes.linkedTimeGone')}
                </DismissibleNotice>
              )}
              {correction && <DismissibleNotice onClose={dismissCorrection}>{correction}</DismissibleNotice>}
              <PartyPickers
                search={search}
                minDate={today ?? search.date}
                maxDate={lastDate}
                onChange={update}
                sizes={sizes}
                sizeLabel={sizeLabel}
                juniors={limits.juniors}
                dateLabel={stay ? t('teeTimes.checkInDate') : undefined}
              >
                {stay && (
                  <LazySelect
                    label={t('teeTimes.nights')}
                    data={numberOptions(1, stay.max)}
                    value={String(nights)}
                    allowDeselect={false}
                    onChange={(v) => {
                      choice.clearSelection();
                      setQuery({ Nights: v ?? undefined });
                    }}
                    w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 110 }}
                  />
                )}
              </PartyPickers>
              {form.treatments.length > 0 && (
                <TreatmentPicker
                  treatments={form.treatments}
                  value={treatment?.id}
                  onChange={(id) => {
                    choice.clearSelection();
                    setQuery({ Treatment: id });
                  }}
                />
              )}
              {withBuddies && <BuddyPicker max={buddyPlaces} value={party} onChange={setBuddies} />}
              <NotesField
                ref={choice.notesRef}
                label={notesTitle}
                required={notesRequired}
                value={notes}
                error={choice.notesError}
                onChange={choice.onNotesChange}
              />
              {teeTimes.data && <BookingRules teeTimes={teeTimes.data} singleStart={singleStart} />}
              {teeTimes.isPending && <BookingRulesSkeleton />}
            </>
          }
        >
          {!singleStart && (
            <Title order={2} size="h4">
              {slotsLabel}
            </Title>
          )}
          {(teeTimes.isPending || (teeTimes.data && !singleStart && !shownSlots)) && <SlotListSkeleton />}
          {teeTimes.isError && <LoadError error={teeTimes.error} onRetry={() => teeTimes.refetch()} />}
          {teeTimes.data?.ballot && (
            <BallotPanel
              day={{ clubId, courseId, date: teeTimes.data.date }}
              drawAt={teeTimes.data.ballot.drawAt}
              timeZone={timeZone}
              party={{ players: search.players, juniors: search.juniors, buddies: party }}
            />
          )}
          {teeTimes.data && <TeeTimesNotice teeTimes={teeTimes.data} singleStart={singleStart} />}
          {teeTimes.data && kind === 'golf' && (
            <WaitlistExplain slots={teeTimes.data.slots} courseId={teeTimes.data.courseId} />
          )}
          {teeTimes.data && singleStart && teeTimes.data.slots[0] && (
            <SingleStartCard
              slot={teeTimes.data.slots[0]}
              kind={singleStart}
              nights={nights ?? 1}
              unit={teeTimes.data.unit}
              timeZone={timeZone}
              reason={slotReasonText(t, teeTimes.data.slots[0], teeTimes.data.unit)}
              onBook={choice.choose}
            />
          )}
          {teeTimes.data && !singleStart && shownSlots && (
            <SlotList
              label={slotsLabel}
              slots={shownSlots}
              unit={teeTimes.data.unit}
              timeZone={timeZone}
              selected={selected?.time}
              onSelect={choice.choose}
              ballotDrawAt={teeTimes.data.ballot?.drawAt}
              slotExtra={
                kind === 'golf'
                  ? (slot) =>
                      waitlistShown(slot) ? (
                        <WaitlistSlot slot={slot} teeTimes={teeTimes.data} party={{ ...search, notes }} />
                      ) : null
                  : undefined
              }
            />
          )}
        </ReleaseLineGate>
      )}
      <ConfirmBookingDialog
        opened={selected !== undefined}
        slot={selected}
        where={`${heading} · ${details.data?.ClubName ?? ''}`}
        partyText={partyText(t, kind, form, { ...search, treatment, nights })}
        notes={notes}
        unit={teeTimes.data?.unit ?? 'points'}
        requiresConfirmation={teeTimes.data?.requiresConfirmation ?? false}
        timeZone={timeZone}
        loading={choice.mutation.isPending}
        error={choice.mutation.error ? apiErrorText(t, choice.mutation.error) : undefined}
        party={
          selected && party.length > 0 ? (
            <PartyPayers request={request(selected)} paidByMe={paidByMe} onPaidByMeChange={setPaidByMe} />
          ) : undefined
        }
        onConfirm={() => choice.confirm(request)}
        onClose={choice.cancel}
      />
    </Stack>
  );
}

/** A note about the address the member came with (a time gone, a corrected query), closed by them. */
function DismissibleNotice({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="outline"
      role="status"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
