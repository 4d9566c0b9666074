import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegenerateShareToken } from '../api/buddy-mutations';
import { useShareToken } from '../api/buddy-queries';
import { useBuddyWords } from '../lib/theme-words';

/** The member's own share code with copy (and a copied indicator), a new-code action and the info panel. */
export function ShareCodeCard() {
  const { t } = useTranslation();
  const { lower } = useBuddyWords();
  const code = useShareToken().data;
  const regenerate = useRegenerateShareToken();
  const clipboard = useClipboard({ timeout: 2000 });
  useEffect(() => {
    // Spec §8: a clipboard failure is only logged.
    if (clipboard.error) console.warn('share code not copied', clipboard.error);
  }, [clipboard.error]);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('buddies.shareCode.title')}
        </Title>
        <Group gap="md" wrap="wrap">
          {code ? (
            <Text ff="monospace" fz={28} fw={700} lts={2} data-testid="share-code">
              {code}
            </Text>
          ) : (
            <Skeleton h={36} w={180} />
          )}
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={
                clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              color={clipboard.copied ? 'teal' : undefined}
              disabled={!code}
              onClick={() => code && clipboard.copy(code)}
            >
              {clipboard.copied ? t('buddies.shareCode.copied') : t('buddies.shareCode.copy')}
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={regenerate.isPending}
              onClick={() => regenerate.mutate()}
            >
              {t('buddies.shareCode.regenerate')}
            </Button>
          </Group>
        </Group>
        <VisuallyHidden aria-live="polite">
          {clipboard.copied ? t('buddies.shareCode.copiedAnnouncement') : ''}
        </VisuallyHidden>
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          title={t('buddies.shareCode.infoTitle')}
        >
          {t('buddies.shareCode.info', { word: lower })}
        </Alert>
      </Stack>
    </Paper>
  );
}
