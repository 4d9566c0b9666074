import type { TeeTimes } from '@fairway/contracts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatInZone } from '../../../lib/zoned-dates';
import { useMyWaitlist, useWaitlistPlaces } from '../api/waitlist-queries';
import { OfferAnswer } from './offer-answer';

interface JoinWaitlistPanelProps {
  /** The course-day's availability, as the screen shows it. */
  teeTimes: TeeTimes;
  /** The screen's party (and notes, kept for the booking an accepted offer makes). */
  party: { players: number; juniors: number; notes: string };
}

/**
 * The day's full times with Join the waitlist for the chosen party, or my place in line (and a live
 * offer's Accept and Decline) where I have joined. Nothing when no time is full and I wait for none.
 */
export function JoinWaitlistPanel({ teeTimes, party }: JoinWaitlistPanelProps) {
  const { slots, timeZone, clubId, courseId } = teeTimes;
  const { t } = useTranslation();
  const { join } = useWaitlistPlaces();
  const mine = useMyWaitlist();
  const placeAt = (time: string) =>
    mine.data?.find((e) => e.CourseId === courseId && Date.parse(e.Time) === Date.parse(time));
  // Full times, and the times I wait for (freed places held for me make a time bookable again).
  const shown = slots.filter((s) => s.reason === 'full' || placeAt(s.time));
  if (shown.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="waitlist-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="waitlist-title">
          {t('waitlist.fullTitle')}
        </Title>
        <Text size="sm">{t('waitlist.explain')}</Text>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((slot) => {
            const place = placeAt(slot.time);
            const time = formatInZone(slot.time, timeZone, 'HH:mm');
            return (
              <Group component="li" key={slot.time} gap="sm" wrap="wrap" align="center">
                <Text fw={700} w={56}>
                  {time}
                </Text>
                {place ? (
                  <Stack gap={2}>
                    {place.Offer ? (
                      <OfferAnswer offer={place.Offer} />
                    ) : (
                      <Text size="sm" role="status">
                        {t('waitlist.position', { position: place.Position })}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={join.isPending && join.variables?.time === slot.time}
                    aria-label={t('waitlist.joinAt', { time, count: party.players })}
                    onClick={() =>
                      join.mutate({
                        clubId: clubId,
                        courseId: courseId,
                        time: slot.time,
                        players: party.players,
                        juniors: party.juniors,
                        ...(party.notes.trim() ? { notes: party.notes.trim() } : {}),
                      })
                    }
                  >
                    {t('waitlist.join', { count: party.players })}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
        {join.isError && <Alert color="red">{apiErrorText(t, join.error)}</Alert>}
      </Stack>
    </Card>
  );
}
