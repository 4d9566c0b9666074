import type { PartyHold } from '@fairway/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimedAnswer } from '../../../components/timed-answer';
import { useSecondsLeft } from '../../../lib/countdown';
import { useHoldAnswer } from '../api/party-holds';

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
    <TimedAnswer
      expiresAt={expiresAt}
      label={t('holds.timeToAnswer')}
      accepting={accept.isPending}
      declining={decline.isPending}
      onAccept={() => accept.mutate(holdId, { onSuccess: onAnswered })}
      onDecline={() => decline.mutate(holdId, { onSuccess: onAnswered })}
      error={accept.error ?? decline.error}
    />
  );
}
