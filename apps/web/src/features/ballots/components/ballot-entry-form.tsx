import type { Ballot, BallotEntry, EnterBallot } from '@fairway/contracts';
import { BALLOT_MAX_PREFERENCES, MAX_PLAYERS } from '@fairway/contracts/constants';
import { Alert, Button, Chip, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, fieldErrorTexts } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { BuddyPicker } from '../../buddies';
import type { EntryRequest } from '../api/ballot-queries';
import { entryErrors } from '../lib/entry-validation';
import { PreferenceOrder } from './preference-order';

type EntryMutation = UseMutationResult<BallotEntry, Error, EntryRequest>;

/** A party as the tee-time page holds it: its players, juniors and the buddies picked. */
export type BallotParty = { players: number; juniors: number; buddies: readonly string[] };

/**
 * The party (players, juniors, buddies who accepted the member) and up to five preferred times, picked in
 * order and reorderable. Entering and changing an entry share it: `entry` fills it in for a change.
 */
export function BallotEntryForm({
  ballot,
  entry,
  party: pageParty,
  mutation,
  onDone,
  onCancel,
}: {
  ballot: Ballot;
  entry?: BallotEntry;
  /** The tee-time page's party, which a new entry starts from (issue 44 §12): not Players 1 again. */
  party?: BallotParty;
  mutation: EntryMutation;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [players, setPlayers] = useState(entry?.Players ?? pageParty?.players ?? 1);
  const [juniors, setJuniors] = useState(entry?.Juniors ?? pageParty?.juniors ?? 0);
  const [buddies, setBuddies] = useState<string[]>(
    entry?.Buddies.map((b) => b.Target) ?? [...(pageParty?.buddies ?? [])],
  );
  const [preferences, setPreferences] = useState<string[]>(entry?.Preferences ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The adult places after the entrant's; buddies beyond them are dropped when the party shrinks.
  const buddyPlaces = Math.max(0, players - juniors - 1);
  const party = buddies.slice(0, buddyPlaces);
  const full = preferences.length >= BALLOT_MAX_PREFERENCES;
  const toggle = (time: string) => {
    setErrors(({ preferences: _, ...rest }) => rest);
    setPreferences((list) =>
      list.includes(time) ? list.filter((x) => x !== time) : full ? list : [...list, time],
    );
  };
  const submit = () => {
    const body: EnterBallot = { players, juniors, preferences, ...(party.length ? { buddies: party } : {}) };
    const found = fieldErrorTexts(t, entryErrors(body));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      { id: ballot.Id, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiRequestError(error)) setErrors(fieldErrorTexts(t, error.error.fields));
        },
      },
    );
  };
  const changing = entry !== undefined;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={t(changing ? 'ballots.changeFormLabel' : 'ballots.formLabel')}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NumberInput
            label={t('ballots.players')}
            min={1}
            max={MAX_PLAYERS}
            value={players}
            error={errors.players}
            onChange={(v) => setPlayers(Number(v) || 1)}
          />
          <NumberInput
            label={t('ballots.juniors')}
            min={0}
            max={players}
            value={juniors}
            error={errors.juniors}
            onChange={(v) => setJuniors(Number(v) || 0)}
          />
        </Group>
        <BuddyPicker max={buddyPlaces} value={party} onChange={setBuddies} />
        {errors.buddies && (
          <Text size="sm" c="red.8" role="alert">
            {errors.buddies}
          </Text>
        )}
        <Stack gap={6} role="group" aria-labelledby="ballot-times-label" aria-describedby="ballot-times-help">
          <Text size="sm" fw={700} id="ballot-times-label">
            {t('ballots.timesLabel')}
          </Text>
          <Text size="sm" id="ballot-times-help">
            {t('ballots.preferencesHelp', { count: BALLOT_MAX_PREFERENCES })}
          </Text>
          <Group gap="xs">
            {ballot.Times.map((time) => {
              const picked = preferences.includes(time);
              return (
                <Chip key={time} checked={picked} disabled={!picked && full} onChange={() => toggle(time)}>
                  {time}
                </Chip>
              );
            })}
          </Group>
        </Stack>
        <PreferenceOrder preferences={preferences} onChange={setPreferences} />
        {errors.preferences && (
          <Text size="sm" c="red.8" role="alert">
            {errors.preferences}
          </Text>
        )}
        {mutation.isError && !isFieldRefusal(mutation.error) && (
          <Alert color="red">{apiErrorText(t, mutation.error)}</Alert>
        )}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t(changing ? 'ballots.saveChange' : 'ballots.submit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const isFieldRefusal = (error: unknown) =>
  isApiRequestError(error) && Object.keys(error.error.fields ?? {}).length > 0;
