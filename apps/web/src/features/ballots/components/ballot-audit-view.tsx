import type { Ballot, BallotAudit } from '@fairway/contracts';
import { BALLOT_MAX_WEIGHT } from '@fairway/contracts/constants';
import { Anchor, Badge, Box, Code, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '../../../lib/paths';

/** An EntryId is 32 hex characters: its first 8 tell entries apart on screen. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * The draw in plain words, step by step (fairway-ballot-v1): the commitment published first, the seed
 * revealed after, the weights, the order and who got which time, then how to check it independently.
 * Entries are opaque ids; the member's own is marked.
 */
export function BallotAuditView({
  ballot,
  audit,
  origin,
}: {
  ballot: Ballot;
  audit: BallotAudit;
  /** This site's address, for the check command (the browser's own, never a request header). */
  origin: string;
}) {
  const { t } = useTranslation();
  const drawn = audit.Seed !== null;
  const mine = ballot.MyEntry?.EntryId;
  const byId = new Map(audit.Entries.map((e) => [e.EntryId, e]));
  const forfeited = new Set(audit.Forfeited);
  const rows = drawn
    ? audit.Order.flatMap((id) => {
        const entry = byId.get(id);
        return entry ? [{ entry, time: audit.Allocations.find((a) => a.EntryId === id)?.Time ?? null }] : [];
      })
    : audit.Entries.map((entry) => ({ entry, time: null }));
  // Hex and the command wrap on a phone rather than scroll (a scrolling block would need a tab stop).
  const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
  return (
    <Stack gap="lg">
      <section aria-labelledby="audit-commitment">
        <Title order={2} size="h4" id="audit-commitment">
          {t('ballots.audit.commitmentTitle')}
        </Title>
        <Text size="sm" my="xs">
          {t('ballots.audit.commitment')}
        </Text>
        <Code block style={wrap} data-testid="audit-commitment">
          {audit.Commitment}
        </Code>
      </section>
      <section aria-labelledby="audit-seed">
        <Title order={2} size="h4" id="audit-seed">
          {t('ballots.audit.seedTitle')}
        </Title>
        <Text size="sm" my="xs">
          {drawn ? t('ballots.audit.seedRevealed') : t('ballots.audit.seedHidden')}
        </Text>
        {drawn && (
          <Code block style={wrap} data-testid="audit-seed">
            {audit.Seed}
          </Code>
        )}
      </section>
      <section aria-labelledby="audit-weights">
        <Title order={2} size="h4" id="audit-weights">
          {t('ballots.audit.weightsTitle')}
        </Title>
        <Text size="sm" mt="xs">
          {t('ballots.audit.weights', { max: BALLOT_MAX_WEIGHT })}
        </Text>
      </section>
      <section aria-labelledby="audit-order">
        <Title order={2} size="h4" id="audit-order">
          {t('ballots.audit.orderTitle')}
        </Title>
        <Text size="sm" mt="xs">
          {t('ballots.audit.order')}
        </Text>
      </section>
      <section aria-labelledby="audit-allocation">
        <Title order={2} size="h4" id="audit-allocation">
          {t('ballots.audit.allocationTitle')}
        </Title>
        <Text size="sm" my="xs">
          {drawn
            ? t('ballots.audit.allocation')
            : audit.EntryCount === 0
              ? t('ballots.audit.noEntries')
              : t('ballots.audit.entriesSoFar', { count: audit.EntryCount })}
        </Text>
        {!drawn ? null : rows.length === 0 ? (
          <Text size="sm">{t('ballots.audit.noEntries')}</Text>
        ) : (
          // A focusable scrolling region: the wide table scrolls by keyboard on narrow screens (WCAG 2.1.1).
          <Box
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={t('ballots.audit.tableLabel')}
          >
            <Table striped fz="sm" miw={480}>
              <Table.Thead>
                <Table.Tr>
                  {drawn && <Table.Th scope="col">{t('ballots.audit.place')}</Table.Th>}
                  <Table.Th scope="col">{t('ballots.audit.entry')}</Table.Th>
                  {drawn && <Table.Th scope="col">{t('ballots.audit.time')}</Table.Th>}
                  <Table.Th scope="col">{t('ballots.audit.weight')}</Table.Th>
                  <Table.Th scope="col">{t('ballots.audit.party')}</Table.Th>
                  <Table.Th scope="col">{t('ballots.audit.preferences')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(({ entry, time }, i) => (
                  <Table.Tr key={entry.EntryId} data-mine={entry.EntryId === mine || undefined}>
                    {drawn && <Table.Td>{i + 1}</Table.Td>}
                    <Table.Td>
                      <Code title={entry.EntryId}>{shortId(entry.EntryId)}</Code>
                      {entry.EntryId === mine && (
                        <Badge ml="xs" color="dark" variant="filled">
                          {t('ballots.audit.yourEntry')}
                        </Badge>
                      )}
                    </Table.Td>
                    {drawn && (
                      <Table.Td fw={time ? 700 : undefined}>
                        {forfeited.has(entry.EntryId)
                          ? t('ballots.audit.forfeited')
                          : (time ?? t('ballots.audit.noTime'))}
                      </Table.Td>
                    )}
                    <Table.Td>{entry.Weight}</Table.Td>
                    <Table.Td>{entry.Players}</Table.Td>
                    <Table.Td>{entry.Preferences.join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </section>
      <section aria-labelledby="audit-check">
        <Title order={2} size="h4" id="audit-check">
          {t('ballots.audit.checkTitle')}
        </Title>
        <Text size="sm" my="xs">
          {t('ballots.audit.check')}
        </Text>
        <Code block style={wrap}>
          {`FAIRWAY_EMAIL=… FAIRWAY_PASSWORD=… node scripts/verify-ballot.mjs ${origin} ${audit.BallotId}`}
        </Code>
        <Anchor href={apiPaths.ballotAudit(audit.BallotId)} size="sm" mt="xs" display="inline-block">
          {t('ballots.audit.auditData')}
        </Anchor>
      </section>
    </Stack>
  );
}
