import type { Booking, WaitlistOffer } from '@fairway/contracts';
import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedAnswer } from '../../../components/timed-answer';
import { useSecondsLeft } from '../../../lib/countdown';
import { useOfferAnswer, useOfferRunOut } from '../api/waitlist-queries';

interface OfferAnswerProps {
  offer: WaitlistOffer;
  /** Called once the offer is answered (booked or declined). */
  onAnswered?: (booking: Booking | null) => void;
  /** Called as the member answers here, before the answer arrives (the hub's word of it is for other tabs). */
  onAnswering?: () => void;
}

/**
 * A live offer: the time left (a visible countdown, announced only when it starts and ends, not each
 * second) and Accept / Decline. Accepting books the held places; once run out, neither is offered.
 */
export function OfferAnswer({ offer, onAnswered, onAnswering }: OfferAnswerProps) {
  const { t } = useTranslation();
  const left = useSecondsLeft(offer.ExpiresAt);
  const { accept, decline } = useOfferAnswer();
  const runOut = useOfferRunOut();
  // Run out, the party has left the line: my places and the tee sheets are read again (what staff see).
  useEffect(() => {
    if (left === 0) runOut();
  }, [left, runOut]);
  if (decline.isSuccess) {
    return (
      <Text size="sm" c="gray.9" role="status">
        {t('waitlist.declined')}
      </Text>
    );
  }
  if (accept.isSuccess) {
    return (
      <Text size="sm" fw={600} c="gray.9" role="status">
        {t('waitlist.booked')}
      </Text>
    );
  }
  if (left === 0) {
    return (
      <Text size="sm" c="gray.9" role="status">
        {t('waitlist.offerExpired')}
      </Text>
    );
  }
  return (
    <TimedAnswer
      expiresAt={offer.ExpiresAt}
      label={t('waitlist.offerHeld')}
      accepting={accept.isPending}
      declining={decline.isPending}
      onAccept={() => {
        onAnswering?.();
        accept.mutate(offer.Id, { onSuccess: (booking) => onAnswered?.(booking) });
      }}
      onDecline={() => decline.mutate(offer.Id, { onSuccess: () => onAnswered?.(null) })}
      error={accept.error ?? decline.error}
    />
  );
}
