import type { ReleaseLine, ReleaseLineAudit } from '@fairway/contracts';
import { Anchor, Badge, Box, Code, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { isNotFound, LoadError } from '../../../components/load-error';
import { apiPaths, appPaths } from '../../../lib/paths';
import { formatInZone } from '../../../lib/zoned-dates';
import { useClubDetails } from '../../clubs';
import { NotFoundPage } from '../../errors';
import { useReleaseLine, useReleaseLineAudit } from '../api/line-queries';
import { useLineClubTheme } from '../hooks/use-line-club-theme';

/** /release-lines/:lineId/audit: how a line is (or was) ordered, in plain words, and how to check it. */
export default function LineAuditPage() {
  const { lineId } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(lineId ?? '') ? Number(lineId) : 0;
  return id ? <LineAudit id={id} /> : <NotFoundPage />;
}

function LineAudit({ id }: { id: number }) {
  const { t } = useTranslation();
  const line = useReleaseLine(id);
  const audit = useReleaseLineAudit(id);
  useLineClubTheme(line.data?.ClubId);
  const details = useClubDetails(line.data?.ClubId);
  const failed = line.error ?? audit.error;
  if (failed) {
    return isNotFound(failed) ? (
      <NotFoundPage />
    ) : (
      <LoadError
        error={failed}
        onRetry={() => {
          void line.refetch();
          void audit.refetch();
        }}
      />
    );
  }
  if (!line.data || !audit.data) return <FullPageLoader />;
  const l = line.data;
  const course = details.data?.Courses.find((c) => c.Id === l.CourseId)?.Name ?? '';
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('lines.audit.title')}
          </Title>
          <Text>
            {t('lines.audit.where', {
              course,
              club: details.data?.ClubName ?? '',
              date: formatInZone(`${l.Date}T12:00:00Z`, 'UTC', 'dddd D MMMM YYYY'),
              opens: formatInZone(l.OpensAt, details.data?.TimeZone, 'HH:mm'),
            })}
          </Text>
          <Anchor component={Link} to={appPaths.releaseLine(l.Id)} size="sm">
            {t('lines.audit.back')}
          </Anchor>
        </Stack>
        <LineAuditView line={l} audit={audit.data} origin={window.location.origin} />
      </Stack>
    </Container>
  );
}

/** A TicketId is short (a sequence number), shown whole. */
export function LineAuditView({
  line,
  audit,
  origin,
}: {
  line: ReleaseLine;
  audit: ReleaseLineAudit;
  /** This site's address, for the check command (the browser's own, never a request header). */
  origin: string;
}) {
  const { t } = useTranslation();
  const ordered = audit.Seed !== null;
  const mine = line.MyTicket?.Id;
  const drawn = new Set(audit.Tickets.filter((x) => x.JoinedBeforeOpen).map((x) => x.TicketId));
  const rows = ordered ? audit.Order : audit.Tickets.map((x) => x.TicketId);
  const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
  return (
    <Stack gap="lg">
      <section aria-labelledby="line-audit-rule">
        <Title order={2} size="h4" id="line-audit-rule">
          {t('lines.audit.ruleTitle')}
        </Title>
        <Text size="sm" mt="xs">
          {t('lines.audit.rule')}
        </Text>
      </section>
      <section aria-labelledby="line-audit-commitment">
        <Title order={2} size="h4" id="line-audit-commitment">
          {t('lines.audit.commitmentTitle')}
        </Title>
        <Text size="sm" my="xs">
          {t('lines.audit.commitment')}
        </Text>
        <Code block style={wrap}>
          {audit.Commitment}
        </Code>
      </section>
      <section aria-labelledby="line-audit-seed">
        <Title order={2} size="h4" id="line-audit-seed">
          {t('lines.audit.seedTitle')}
        </Title>
        <Text size="sm" my="xs">
          {ordered ? t('lines.audit.seedRevealed') : t('lines.audit.seedHidden')}
        </Text>
        {ordered && (
          <Code block style={wrap}>
            {audit.Seed}
          </Code>
        )}
      </section>
      <section aria-labelledby="line-audit-order">
        <Title order={2} size="h4" id="line-audit-order">
          {t('lines.audit.orderTitle')}
        </Title>
        <Text size="sm" my="xs">
          {ordered
            ? t('lines.audit.order', { count: drawn.size })
            : t('lines.audit.ticketsSoFar', { count: audit.Tickets.length })}
        </Text>
        {rows.length > 0 && (
          // A focusable scrolling region: a long table scrolls by keyboard on a phone (WCAG 2.1.1).
          <Box
            style={{ overflowX: 'auto', maxHeight: 480 }}
            tabIndex={0}
            role="region"
            aria-label={t('lines.audit.tableLabel')}
          >
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {ordered && <Table.Th scope="col">{t('lines.audit.place')}</Table.Th>}
                  <Table.Th scope="col">{t('lines.audit.ticket')}</Table.Th>
                  <Table.Th scope="col">{t('lines.audit.joined')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((ticketId, i) => (
                  <Table.Tr key={ticketId} data-mine={ticketId === mine || undefined}>
                    {ordered && <Table.Td>{i + 1}</Table.Td>}
                    <Table.Td>
                      <Code>{ticketId}</Code>
                      {ticketId === mine && (
                        <Badge ml="xs" color="dark" variant="filled">
                          {t('lines.audit.yourTicket')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {drawn.has(ticketId) ? t('lines.audit.beforeOpening') : t('lines.audit.afterOpening')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </section>
      <section aria-labelledby="line-audit-check">
        <Title order={2} size="h4" id="line-audit-check">
          {t('lines.audit.checkTitle')}
        </Title>
        <Text size="sm" my="xs">
          {t('lines.audit.check')}
        </Text>
        <Code block style={wrap}>
          {`FAIRWAY_EMAIL=… FAIRWAY_PASSWORD=… node scripts/verify-line.mjs ${origin} ${line.Id}`}
        </Code>
        <Anchor href={apiPaths.releaseLineAudit(line.Id)} size="sm" mt="xs" display="inline-block">
          {t('lines.audit.auditData')}
        </Anchor>
      </section>
    </Stack>
  );
}
