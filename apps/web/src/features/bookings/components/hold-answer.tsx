import type { PartyHold } from '@fairway/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { useSecondsLeft } from '../../../lib/countdown';
import { useHoldAnswer } from '../api/party-holds';
import { HoldCountdown } from './hold-countdown';

interface HoldAnswerProps {
  holdId: number;
  expiresAt: string;
  /** Called once answered, with the hold as it stands after the answer. */
  onAnswered?: (hold: PartyHold) => void;
  /** Off where the caller announces the answer's outcome itself (the invitations screen). */
  announce?: boolean;
}

/** What an answer led to: booked, waiting for the other buddies, or declined (catalogue keys). */
export const ANSWERED: Record<PartyHold['State'], string> = {
  Open: 'holds.acceptedWaiting',
  Booked: 'holds.bookedIn',
  Declined: 'holds.youDeclined',
  Expired: 'holds.invitationExpired',
  Failed: 'holds.failed',
};

/**
 * A buddy's answer to a held booking (the toast and the invitations screen): the time left and Accept /
 * Decline. Once run out, neither is offered.
 */
export function HoldAnswer({ holdId, expiresAt, onAnswered, announce = true }: HoldAnswerProps) {
  const { t } = useTranslation();
  const left = useSecondsLeft(expiresAt);
  const { accept, decline } = useHoldAnswer();
  const answered = accept.data ?? decline.data;
  const error = accept.error ?? decline.error;
  if (answered) {
    return (
      <Text size="sm" fw={600} c="gray.9" role={announce ? 'status' : undefined}>
        {t(ANSWERED[answered.State])}
      </Text>
    );
  }
  if (left === 0) {
    return (
      <Text size="sm" c="gray.9" role="status">
        {t('holds.invitationExpired')}
      </Text>
    );
  }
  return (
    <>
      <HoldCountdown expiresAt={expiresAt} label={t('holds.timeToAnswer')} />
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          loading={accept.isPending}
          disabled={decline.isPending}
          onClick={() => accept.mutate(holdId, { onSuccess: onAnswered })}
        >
          {t('holds.accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={decline.isPending}
          disabled={accept.isPending}
          onClick={() => decline.mutate(holdId, { onSuccess: onAnswered })}
        >
          {t('holds.decline')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="xs" p="xs" role="alert">
          {apiErrorText(t, error)}
        </Alert>
      )}
    </>
  );
}
