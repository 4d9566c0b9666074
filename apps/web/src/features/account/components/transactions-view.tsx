import { Box, List, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { Pager } from '../../../components/pager';
import { apiErrorText } from '../../../i18n/api-errors';
import { useOpenPlayLots, useTransactions } from '../api/account-api';

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '' : String(n));

/** The points ledger, a page at a time: each row's type in the seed's wording, Home and Open Play columns. */
export function TransactionsView() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useTransactions(page);
  if (ledger.isPending) return <Skeleton height={240} aria-hidden />;
  if (ledger.isError) return <ErrorBanner>{apiErrorText(t, ledger.error)}</ErrorBanner>;
  const { items, hasMore } = ledger.data;
  return (
    <Stack>
      <OpenPlayLotsList />
      <Title order={2} size="h3">
        {t('account.transactions.ledger')}
      </Title>
      {items.length === 0 ? (
        <Text>{t('account.transactions.empty')}</Text>
      ) : (
        // A focusable scrolling region: the wide table scrolls by keyboard on narrow screens (WCAG 2.1.1).
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('account.transactions.ledger')}
        >
          <Table striped miw={560} aria-label={t('account.view.Transactions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('account.transactions.date')}</Table.Th>
                <Table.Th scope="col">{t('account.transactions.type')}</Table.Th>
                <Table.Th scope="col">{t('account.transactions.description')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('account.transactions.home')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('account.transactions.openPlay')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr key={row.Id}>
                  <Table.Td>{dayjs(row.Date).format('D MMM YYYY')}</Table.Td>
                  <Table.Td>{row.Type}</Table.Td>
                  <Table.Td>{row.Description}</Table.Td>
                  <Table.Td ta="right">{signed(row.HomePoints)}</Table.Td>
                  <Table.Td ta="right">{signed(row.OpenPlayPoints)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      <Pager
        page={page}
        hasMore={hasMore}
        waiting={ledger.isPlaceholderData}
        onPage={setPage}
        label={t('account.transactions.paging')}
      />
    </Stack>
  );
}

/** Open Play lots still holding points, each with its expiry date. */
function OpenPlayLotsList() {
  const { t } = useTranslation();
  const lots = useOpenPlayLots();
  if (lots.isPending) return <Skeleton height={60} aria-hidden />;
  if (lots.isError) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('account.lots.title')}
      </Title>
      {lots.data.items.length === 0 ? (
        <Text>{t('account.lots.empty')}</Text>
      ) : (
        <List aria-label={t('account.lots.title')}>
          {lots.data.items.map((lot) => (
            <List.Item key={lot.Id}>
              {t('account.lots.item', {
                remaining: lot.Remaining,
                original: lot.Original,
                date: dayjs(lot.ExpiresAt).format('D MMMM YYYY'),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
