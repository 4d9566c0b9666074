import type { PartyHold } from '@fairway/contracts';
import { Alert, Box, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/countdown';
import { LoadError } from '../../../components/load-error';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { formatInZone } from '../../../lib/zoned-dates';
import { usePartyHolds } from '../api/party-holds';
import { HeldBooking } from './held-booking';
import { ANSWERED, HoldAnswer } from './hold-answer';

/** One invitation: who wants to book me in where and when, who pays my share, and my answer. */
function Invitation({ hold, onAnswered }: { hold: PartyHold; onAnswered: (hold: PartyHold) => void }) {
  const { t } = useTranslation();
  const you = hold.You;
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap={4}>
        <Text fw={700}>{formatInZone(hold.Time, hold.TimeZone, 'ddd D MMMM YYYY, HH:mm')}</Text>
        <Text size="sm">
          {t('holds.invitedBy', { name: hold.BookerName, course: hold.CourseName, club: hold.ClubName })}
        </Text>
        <Text size="sm">
          {t('holds.party', { count: hold.Players })} ·{' '}
          {t(you?.PaidByBooker ? 'holds.bookerPays' : 'holds.youPay')}
        </Text>
        {you?.Answer === 'Accepted' ? (
          <>
            <Text size="sm" fw={600}>
              {t('holds.acceptedWaiting')}
            </Text>
            <Countdown expiresAt={hold.ExpiresAt} label={t('holds.heldFor')} />
          </>
        ) : (
          <HoldAnswer
            holdId={hold.HoldId}
            expiresAt={hold.ExpiresAt}
            onAnswered={onAnswered}
            announce={false}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * /booking/invitations: bookings buddies made that wait for my answer (type-8 notifications lead here),
 * and my own held bookings of the last day with their state.
 */
export default function PartyInvitationsPage() {
  const { t } = useTranslation();
  const holds = usePartyHolds();
  // The list drops an invitation once it is answered (booked or declined): what the answer did stays said.
  const [answered, setAnswered] = useState<PartyHold>();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('holds.title')}
          </Title>
          <Text>{t('holds.intro')}</Text>
        </Stack>
        <Box role="status">
          {answered && (
            <Alert color={answered.State === 'Booked' ? 'green' : 'blue'} variant="light">
              {t(ANSWERED[answered.State])}
            </Alert>
          )}
        </Box>
        {holds.isPending && <LoadingIndicator />}
        {holds.isError && <LoadError error={holds.error} onRetry={() => holds.refetch()} />}
        {holds.data && (
          <Stack gap="sm" component="section" aria-labelledby="invitations-title">
            <Title order={2} size="h3" id="invitations-title">
              {t('holds.invitationsTitle')}
            </Title>
            {holds.data.Invitations.length === 0 ? (
              <Text>{t('holds.noInvitations')}</Text>
            ) : (
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {holds.data.Invitations.map((hold) => (
                  <Invitation key={hold.HoldId} hold={hold} onAnswered={setAnswered} />
                ))}
              </Stack>
            )}
          </Stack>
        )}
        {holds.data && holds.data.Mine.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="my-holds-title">
            <Title order={2} size="h3" id="my-holds-title">
              {t('holds.mineTitle')}
            </Title>
            {holds.data.Mine.map((hold) => (
              <HeldBooking key={hold.HoldId} held={hold} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
