import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SearchState, widerRadius, widerWindow } from '../lib/search-url';
import { AlertButton } from './alert-button';

/** No time matches: widen the window or the radius, or be told when one opens. */
export function EmptyState({
  search,
  onSearch,
}: {
  search: SearchState;
  onSearch: (next: SearchState) => void;
}) {
  const { t } = useTranslation();
  const wholeDay = widerWindow(search);
  const radius = widerRadius(search);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="search-empty">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('teeTimeSearch.emptyTitle')}
        </Title>
        <Text>{t('teeTimeSearch.emptyText')}</Text>
        <Group gap="xs">
          {wholeDay && (
            <Button variant="light" onClick={() => onSearch(wholeDay)}>
              {t('teeTimeSearch.widenWindow')}
            </Button>
          )}
          {radius && (
            <Button variant="light" onClick={() => onSearch(radius)}>
              {t('teeTimeSearch.widenRadius', { count: radius.radiusKm })}
            </Button>
          )}
        </Group>
        <AlertButton search={search} variant="filled" />
      </Stack>
    </Paper>
  );
}
