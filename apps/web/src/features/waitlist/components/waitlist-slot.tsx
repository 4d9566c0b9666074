import type { TeeTimeSlot, TeeTimes, WaitlistEntry } from '@fairway/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatInZone } from '../../../lib/zoned-dates';
import { myWaitlistQueryOptions, useMyWaitlist, useWaitlistPlaces } from '../api/waitlist-queries';
import { OfferAnswer } from './offer-answer';

export interface WaitlistSlotProps {
  slot: TeeTimeSlot;
  /** The course-day the slot is on, as the screen shows it. */
  teeTimes: Pick<TeeTimes, 'clubId' | 'courseId' | 'timeZone'>;
  /** The screen's party (and notes, kept for the booking an accepted offer makes). */
  party: { players: number; juniors: number; notes: string };
}

/**
 * Under a full start, where it stands in the list (issue 44 §8): Join the waitlist for the screen's party,
 * or my place in line, or a live offer's Accept and Decline. Nothing under a start that is not full and
 * that I do not wait for.
 */
export function WaitlistSlot({ slot, teeTimes, party }: WaitlistSlotProps) {
  const { t } = useTranslation();
  const { join } = useWaitlistPlaces();
  const mine = useMyWaitlist();
  const place = mine.data?.find((e) => isPlaceAt(e, teeTimes.courseId, slot));
  if (!place && slot.reason !== 'full') return null;
  const time = formatInZone(slot.time, teeTimes.timeZone, 'HH:mm');
  return (
    <Stack gap={4} mt={4}>
      {place?.Offer ? (
        <OfferAnswer offer={place.Offer} />
      ) : place ? (
        <Text size="xs" fw={600} role="status">
          {t('waitlist.position', { position: place.Position })}
        </Text>
      ) : (
        <Button
          size="compact-sm"
          variant="outline"
          fullWidth
          loading={join.isPending}
          aria-label={t('waitlist.joinAt', { time, count: party.players })}
          onClick={() =>
            join.mutate({
              clubId: teeTimes.clubId,
              courseId: teeTimes.courseId,
              time: slot.time,
              players: party.players,
              juniors: party.juniors,
              ...(party.notes.trim() ? { notes: party.notes.trim() } : {}),
            })
          }
        >
          {t('waitlist.joinShort')}
        </Button>
      )}
      {join.isError && (
        <Alert color="red" p="xs">
          {apiErrorText(t, join.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** Whether my place `entry` is at the start `slot` of the course. */
function isPlaceAt(entry: WaitlistEntry, courseId: number, slot: TeeTimeSlot): boolean {
  return entry.CourseId === courseId && Date.parse(entry.Time) === Date.parse(slot.time);
}

/**
 * Whether a start of the course has a WaitlistSlot to show (it is full, or I wait for it), asked once for
 * the whole sheet: a start with nothing under it then mounts none. Each reads my places and holds a join
 * of its own, and a day's forty-odd starts made forty-odd of each in the tee sheet's first render, in one
 * task (an answer's render is synchronous).
 */
export function useWaitlistShown(courseId: number | undefined): (slot: TeeTimeSlot) => boolean {
  // Read only for a golf course's sheet (no course: a spa's, a restaurant's, or the sheet still loading).
  const mine = useQuery({ ...myWaitlistQueryOptions(), enabled: courseId !== undefined }).data;
  return (slot) =>
    slot.reason === 'full' ||
    (courseId !== undefined && (mine?.some((e) => isPlaceAt(e, courseId, slot)) ?? false));
}

/** The one line that says what joining means, above the times when any start is full or waited for. */
export function WaitlistExplain({ slots, courseId }: { slots: TeeTimeSlot[]; courseId: number }) {
  const { t } = useTranslation();
  const shown = useWaitlistShown(courseId);
  if (!slots.some(shown)) return null;
  return <Text size="sm">{t('waitlist.explain')}</Text>;
}
