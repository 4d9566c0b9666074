import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../i18n/api-errors';
import { Countdown } from './countdown';

interface TimedAnswerProps {
  expiresAt: string;
  /** What runs out, before the time left ("Time left to accept:"). */
  label: string;
  accepting: boolean;
  declining: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** The last answer's refusal, if any (an API error, shown in its catalogue's words). */
  error: unknown;
}

/**
 * An answer with a time limit (a waitlist offer, a party hold): the time left, ticking, and Accept /
 * Decline, each shut while the other is on its way; a refusal below them. What the answer led to, and what
 * shows once the time has run out, is the caller's.
 */
export function TimedAnswer({
  expiresAt,
  label,
  accepting,
  declining,
  onAccept,
  onDecline,
  error,
}: TimedAnswerProps) {
  const { t } = useTranslation();
  return (
    <>
      <Countdown expiresAt={expiresAt} label={label} />
      <Group gap="xs" mt="xs">
        <Button size="xs" loading={accepting} disabled={declining} onClick={onAccept}>
          {t('common.accept')}
        </Button>
        <Button size="xs" variant="default" loading={declining} disabled={accepting} onClick={onDecline}>
          {t('common.decline')}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" mt="xs" p="xs" role="alert">
          {apiErrorText(t, error)}
        </Alert>
      ) : null}
    </>
  );
}
