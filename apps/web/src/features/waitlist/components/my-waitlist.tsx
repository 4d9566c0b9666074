import type { WaitlistEntry } from '@fairway/contracts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatInZone } from '../../../lib/zoned-dates';
import { useClubDetails } from '../../clubs';
import { useMyWaitlist, useWaitlistPlaces } from '../api/waitlist-queries';
import { OfferAnswer } from './offer-answer';

/** One place: where and when, the party, the place in line or the live offer, and Leave. */
function WaitlistPlace({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation();
  const timeZone = useClubDetails(entry.ClubId).data?.TimeZone;
  const { leave } = useWaitlistPlaces();
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap={4}>
        <Text fw={700}>{formatInZone(entry.Time, timeZone, 'ddd D MMMM YYYY, HH:mm')}</Text>
        <Text size="sm">
          {entry.CourseName}, {entry.ClubName} · {t('waitlist.party', { count: entry.Players })}
        </Text>
        {entry.Offer ? (
          <OfferAnswer offer={entry.Offer} />
        ) : (
          <Text size="sm">{t('waitlist.position', { position: entry.Position })}</Text>
        )}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={leave.isPending}
            onClick={() => leave.mutate(entry.Id)}
          >
            {t('waitlist.leave')}
          </Button>
        </Group>
        {leave.isError && <Alert color="red">{apiErrorText(t, leave.error)}</Alert>}
      </Stack>
    </Card>
  );
}

/** My waitlist places (the dashboard's section): shown only when there are some. */
export function MyWaitlist() {
  const { t } = useTranslation();
  const places = useMyWaitlist();
  if (!places.data || places.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-waitlist-title">
      <Title order={2} size="h3" id="my-waitlist-title">
        {t('waitlist.myTitle')}
      </Title>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {places.data.map((entry) => (
          <WaitlistPlace key={entry.Id} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}
