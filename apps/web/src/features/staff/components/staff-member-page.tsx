import { Anchor, Badge, Box, Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { LoadError } from '../../../components/load-error';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatDate } from '../../../lib/dates';
import { useImpersonate, useStaffMember } from '../api/staff-queries';
import { PointCreditForm } from './point-credit-form';
import { RecentBookings } from './recent-bookings';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** /staff/members/{memberGuid}: who the member is, their bookings and ledger, and impersonation. */
export default function StaffMemberPage() {
  const { t } = useTranslation();
  const { memberGuid = '' } = useParams();
  const page = useStaffMember(memberGuid);
  const impersonate = useImpersonate();
  if (page.isError) return <LoadError error={page.error} onRetry={() => page.refetch()} />;
  if (!page.data) return <FullPageLoader />;
  const { Member: m, Upcoming, Recent, Transactions } = page.data;

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Anchor component={Link} to="/staff" size="sm">
          {t('staff.backToConsole')}
        </Anchor>
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {m.Name}
            </Title>
            {m.IsStaff && (
              <Badge color="dark" variant="light">
                {t('staff.staffBadge')}
              </Badge>
            )}
          </Group>
          <Text>{m.Email}</Text>
          <Text size="sm">{t('staff.homeClub', { club: m.HomeClubName })}</Text>
          {m.ShareCode && <Text size="sm">{t('staff.shareCode', { code: m.ShareCode })}</Text>}
          <Text size="sm">{t('staff.balances', { home: m.HomePoints, openPlay: m.OpenPlayPoints })}</Text>
          {m.PackageName && <Text size="sm">{t('staff.package', { name: m.PackageName })}</Text>}
          {m.MembershipExpires && (
            <Text size="sm">{t('staff.expires', { date: formatDate(m.MembershipExpires) })}</Text>
          )}
        </Stack>
        {!m.IsStaff && (
          <Stack gap="xs" align="flex-start">
            <Button
              color="red.9"
              loading={impersonate.isPending}
              onClick={() => impersonate.mutate(m.MemberGuid)}
            >
              {t('staff.impersonate', { name: m.Name })}
            </Button>
            <Text size="sm">{t('staff.impersonateHint')}</Text>
            {impersonate.isError && (
              <Text size="sm" c="red.9" role="alert">
                {apiErrorText(t, impersonate.error)}
              </Text>
            )}
          </Stack>
        )}
        <PointCreditForm memberGuid={m.MemberGuid} />
        <Stack gap="sm" component="section" aria-labelledby="staff-member-upcoming">
          <Title order={2} size="h3" id="staff-member-upcoming">
            {t('staff.upcoming')}
          </Title>
          {Upcoming.length === 0 ? (
            <Text size="sm">{t('staff.noUpcoming')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={listStyle}>
              {Upcoming.map((b) => (
                <Card key={b.Id} withBorder component="li" padding="sm">
                  <Text size="sm">
                    {b.ClubName} · {b.CourseName} · {formatDate(b.Date)} · {b.BookingRef}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
        <RecentBookings bookings={Recent} />
        <Stack gap="sm" component="section" aria-labelledby="staff-member-ledger">
          <Title order={2} size="h3" id="staff-member-ledger">
            {t('staff.transactions')}
          </Title>
          {Transactions.length === 0 ? (
            <Text size="sm">{t('staff.noTransactions')}</Text>
          ) : (
            // A focusable scrolling region: the table scrolls by keyboard on narrow screens (WCAG 2.1.1).
            <Box
              style={{ overflowX: 'auto' }}
              tabIndex={0}
              role="region"
              aria-label={t('common.tableRegion', { name: t('staff.transactions') })}
            >
              <Table striped miw={480}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('staff.transactionDate')}</Table.Th>
                    <Table.Th scope="col">{t('staff.transactionType')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('staff.transactionHome')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('staff.transactionOpenPlay')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {Transactions.map((line) => (
                    <Table.Tr key={line.Id}>
                      <Table.Td>{formatDate(line.Date)}</Table.Td>
                      <Table.Td>{line.Type}</Table.Td>
                      <Table.Td ta="right">{line.HomePoints}</Table.Td>
                      <Table.Td ta="right">{line.OpenPlayPoints}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
