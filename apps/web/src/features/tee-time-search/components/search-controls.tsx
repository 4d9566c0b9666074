import { Group, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../components/lazy-select';
import { type SearchState, SORTS, type Sort, VIEWS, type View, writeSearch } from '../lib/search-url';
import { SearchForm } from './search-form';
import { Segmented } from './segmented';

type Props = {
  search: SearchState;
  today: string;
  /** Applies a search: a new history entry, or (`replace`) the current one replaced. */
  go: (next: SearchState, replace?: boolean) => void;
};

/**
 * The screen's title, the search form and the view and sort choices. Memoised: the answer's arrival, each
 * fetch's start and end and each next page render the page again, and these (some hundred components, a
 * good part of the results' first commit on a phone) only change with the search.
 */
export const SearchControls = memo(function SearchControls({ search, today, go }: Props) {
  const { t } = useTranslation();
  // The form's draft starts again from the URL whenever the search changes (Back, a widening).
  const formKey = writeSearch({ ...search, view: 'clubs' }).toString();
  return (
    <>
      <Title order={1} size="h2">
        {t('teeTimeSearch.title')}
      </Title>
      <Text>{t('teeTimeSearch.intro')}</Text>
      <SearchForm key={formKey} search={search} today={today} onSearch={go} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Segmented
          aria-label={t('teeTimeSearch.viewLabel')}
          value={search.view}
          onChange={(view: View) => go({ ...search, view }, true)}
          data={VIEWS.map((v) => ({ value: v, label: t(`teeTimeSearch.view.${v}`) }))}
        />
        <LazySelect
          label={t('teeTimeSearch.sortLabel')}
          data={SORTS.map((s) => ({ value: s, label: t(`teeTimeSearch.sort.${s}`) }))}
          value={search.sort}
          allowDeselect={false}
          onChange={(v) => go({ ...search, sort: (v ?? 'soonest') as Sort })}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
    </>
  );
});
