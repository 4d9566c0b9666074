import type { FindBuddyResult } from '@fairway/contracts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { useBuddyCall, useFindBuddy } from '../api/buddy-mutations';
import { useBuddyWords } from '../lib/theme-words';
import { PermissionsList } from './permissions-list';

type Found = NonNullable<FindBuddyResult['Buddy']>;

/**
 * The two-step find dialog: a share code or e-mail address (Find disabled while empty; the not-found
 * text verbatim), then the found member, the explanation and permissions, Back and Confirm. After a
 * send the pending list reloads and the dialog closes.
 */
export default function FindBuddyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { lower } = useBuddyWords();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [notFound, setNotFound] = useState(false);
  const find = useFindBuddy();
  const send = useBuddyCall('request');
  const close = () => {
    setQuery('');
    setFound(null);
    setNotFound(false);
    find.reset();
    send.reset();
    onClose();
  };
  const onFind = (event: React.FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    setNotFound(false);
    find.mutate(query.trim(), {
      onSuccess: (result) => {
        if (result.BuddyFound && result.Buddy) setFound(result.Buddy);
        else setNotFound(true);
      },
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('buddies.find.title', { word: lower })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {found ? (
        <Stack gap="sm">
          <Text fw={700} size="lg">
            {found.Name}
          </Text>
          <Text>{t('buddies.find.explanation', { name: found.Name, word: lower })}</Text>
          <PermissionsList />
          {send.error && (
            <Alert color="red" role="alert">
              {apiErrorText(t, send.error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button
              variant="default"
              onClick={() => {
                send.reset();
                setFound(null);
              }}
            >
              {t('buddies.find.back')}
            </Button>
            <Button loading={send.isPending} onClick={() => send.mutate(found.Target, { onSuccess: close })}>
              {t('buddies.find.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onFind} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('buddies.find.label')}
              description={t('buddies.find.description', { word: lower })}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              maxLength={254}
              autoComplete="off"
              data-autofocus
              error={
                notFound ? t('buddies.find.notFound') : find.error ? apiErrorText(t, find.error) : undefined
              }
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                {t('common.close')}
              </Button>
              <Button type="submit" disabled={!query.trim()} loading={find.isPending}>
                {t('buddies.find.find')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
