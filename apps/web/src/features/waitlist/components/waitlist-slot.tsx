import type { TeeTimeSlot, TeeTimes } from '@fairway/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatInZone } from '../../../lib/zoned-dates';
import { useMyWaitlist, useWaitlistPlaces } from '../api/waitlist-queries';
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
  const place = mine.data?.find(
    (e) => e.CourseId === teeTimes.courseId && Date.parse(e.Time) === Date.parse(slot.time),
  );
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

/** The one line that says what joining means, above the times when any start is full or waited for. */
export function WaitlistExplain({ slots, courseId }: { slots: TeeTimeSlot[]; courseId: number }) {
  const { t } = useTranslation();
  const mine = useMyWaitlist();
  const waited = (s: TeeTimeSlot) =>
    mine.data?.some((e) => e.CourseId === courseId && Date.parse(e.Time) === Date.parse(s.time));
  if (!slots.some((s) => s.reason === 'full' || waited(s))) return null;
  return <Text size="sm">{t('waitlist.explain')}</Text>;
}
