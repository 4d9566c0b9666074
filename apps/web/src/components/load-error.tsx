import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../i18n/api-errors';
import { isApiRequestError } from '../lib/api-client';

/** Whether a failed read means "no such thing" (the screen then shows the 404 page). */
export function isNotFound(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 404;
}

/** A failed read, in the reader's words (never the HTTP status line), with Retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="outline"
      role="alert"
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{apiErrorText(t, error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
