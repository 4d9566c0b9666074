import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The club's own words above its times (the content editor's tee-times or spa message). */
export function ClubMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" role="note" aria-label={t('teeTimes.clubMessage')}>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {message}
      </Text>
    </Paper>
  );
}
