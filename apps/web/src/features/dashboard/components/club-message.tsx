import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubMessage } from '../../clubs';

/** The club message (title and message) of the member's home club, channel 1. */
export function ClubMessage({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const message = useClubMessage(clubId);
  // The height of a usual message (title and text: three lines on a phone, one on wider screens, with
  // padding and border), so the page below stays put when it arrives.
  if (message.isPending)
    return <Skeleton h={{ base: 152, sm: 103 }} radius="md" role="status" aria-label={t('common.loading')} />;
  if (!message.data || (!message.data.title && !message.data.message)) return null;
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="club-message-title">
      <Title order={2} size="h4" id="club-message-title">
        {message.data.title}
      </Title>
      <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
        {message.data.message}
      </Text>
    </Paper>
  );
}
