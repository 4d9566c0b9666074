import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** Whether a page comes after it (unknown while the first answer is on its way: no Next yet). */
  hasMore: boolean | undefined;
  /** The page shown is the last one's answer kept while this one's loads: Next waits for it. */
  waiting?: boolean;
  onPage: (page: number) => void;
  /** The navigation's accessible name (what is paged). */
  label: string;
}

/** Previous · Page n · Next under a list read a page at a time; nothing while there is only one page. */
export function Pager({ page, hasMore, waiting = false, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  if (page === 1 && !hasMore) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={label}>
      <Button variant="default" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('common.previousPage')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('common.pageLabel', { page })}
      </Text>
      <Button variant="default" disabled={!hasMore || waiting} onClick={() => onPage(page + 1)}>
        {t('common.nextPage')}
      </Button>
    </Group>
  );
}
