import type { Ballot } from '@fairway/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { useEntryAnswer } from '../api/ballot-queries';

/**
 * A buddy who asked to be asked, put in someone's ballot entry: accept (booked with their points if it
 * wins) or decline (the entry is withdrawn). Shown while the ballot is open and the entry waits for them.
 */
export function EntryAnswer({ ballot }: { ballot: Ballot }) {
  const { t } = useTranslation();
  const answer = useEntryAnswer();
  if (ballot.State !== 'Open' || !ballot.MyEntry?.AwaitingMe) return null;
  return (
    <Alert
      color="yellow"
      title={t('ballots.askedTitle')}
      // Dark text on the yellow tint: the title's default yellow fails contrast (axe color-contrast).
      styles={{
        title: { color: 'var(--mantine-color-gray-9)' },
        message: { color: 'var(--mantine-color-gray-9)' },
      }}
    >
      <Text size="sm">{t('ballots.asked')}</Text>
      <Group mt="xs" gap="xs">
        <Button
          loading={answer.isPending && answer.variables?.answer === 'accept'}
          onClick={() => answer.mutate({ id: ballot.Id, answer: 'accept' })}
        >
          {t('ballots.accept')}
        </Button>
        <Button
          variant="default"
          loading={answer.isPending && answer.variables?.answer === 'decline'}
          onClick={() => answer.mutate({ id: ballot.Id, answer: 'decline' })}
        >
          {t('ballots.decline')}
        </Button>
      </Group>
      {answer.isError && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {apiErrorText(t, answer.error)}
        </Text>
      )}
    </Alert>
  );
}
