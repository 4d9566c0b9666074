import { Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../i18n/api-errors';
import { useClubMessage } from '../../clubs';
import { useSaveClubMessage } from '../api/staff-queries';

/** The dashboard's club message of the club the console works on (its club picker). */
export function ClubMessageEditor({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const current = useClubMessage(clubId);
  const save = useSaveClubMessage(clubId);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!current.data) return;
    setTitle(current.data.title);
    setMessage(current.data.message);
  }, [current.data]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-club-message">
      <Title order={2} size="h3" id="staff-club-message">
        {t('staff.clubMessage')}
      </Title>
      <Text size="sm">{t('staff.clubMessageHint')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ Title: title.trim(), Message: message.trim() });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('staff.clubMessageTitle')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={120}
            required
          />
          <Textarea
            label={t('staff.clubMessageText')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={3}
          />
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('staff.clubMessageSave')}
          </Button>
        </Stack>
      </form>
      {save.isSuccess && (
        <Text size="sm" role="status">
          {t('staff.clubMessageSaved')}
        </Text>
      )}
      {save.isError && (
        <Text size="sm" c="red.9" role="alert">
          {apiErrorText(t, save.error)}
        </Text>
      )}
    </Stack>
  );
}
