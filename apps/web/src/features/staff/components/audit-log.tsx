import { Anchor, Box, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { useStaffAudit } from '../api/staff-queries';

/** The latest staff actions: who did what, when, and on whose behalf (issue 10 §3). */
export function AuditLog() {
  const { t } = useTranslation();
  const audit = useStaffAudit();
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-audit">
      <Title order={2} size="h3" id="staff-audit">
        {t('staff.audit')}
      </Title>
      {audit.isPending && <LoadingIndicator />}
      {audit.isError && (
        <Text size="sm" c="red.9" role="alert">
          {apiErrorText(t, audit.error)}
        </Text>
      )}
      {audit.data &&
        (audit.data.Entries.length === 0 ? (
          <Text size="sm">{t('staff.auditEmpty')}</Text>
        ) : (
          // A focusable scrolling region: the table scrolls by keyboard on narrow screens (WCAG 2.1.1).
          // Named apart from the section around it: two landmarks with one name are one too many (axe).
          <Box
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={t('common.tableRegion', { name: t('staff.audit') })}
          >
            <Table striped miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('staff.auditWhen')}</Table.Th>
                  <Table.Th scope="col">{t('staff.auditWho')}</Table.Th>
                  <Table.Th scope="col">{t('staff.auditWhat')}</Table.Th>
                  <Table.Th scope="col">{t('staff.auditOnBehalfOf')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.Entries.map((e) => (
                  <Table.Tr key={e.Id}>
                    <Table.Td>{dayjs(e.At).format('D MMM YYYY HH:mm')}</Table.Td>
                    <Table.Td>{e.StaffName}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {e.Method} {e.Route}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {e.OnBehalfOfGuid && e.OnBehalfOfName ? (
                        <Anchor component={Link} to={appPaths.staffMember(e.OnBehalfOfGuid)}>
                          {e.OnBehalfOfName}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        ))}
    </Stack>
  );
}
