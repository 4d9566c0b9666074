import type { WebhookDelivery } from '@fairway/contracts';
import { Box, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { useDeliveries } from '../api/integrations-api';
import { answerText } from './webhook-texts';

const when = (iso: string) => dayjs(iso).format('D MMM HH:mm:ss');

function LastAnswer({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const last = delivery.Log[0];
  return <>{last ? answerText(t, last) : '—'}</>;
}

/** The webhook's latest deliveries: event, status, attempts, the last answer and when it is tried next. */
export function DeliveryLog({
  clubId,
  webhookId,
  labelId,
}: {
  clubId: number;
  webhookId: number;
  labelId: string;
}) {
  const { t } = useTranslation();
  const log = useDeliveries(clubId, webhookId, true);
  if (log.isPending) return <LoadingIndicator />;
  if (log.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {apiErrorText(t, log.error)}
      </Text>
    );
  }
  if (log.data.length === 0) return <Text size="sm">{t('integrations.logEmpty')}</Text>;
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={labelId}>
      <Table striped miw={640} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('integrations.colEvent')}</Table.Th>
            <Table.Th scope="col">{t('integrations.colCreated')}</Table.Th>
            <Table.Th scope="col">{t('integrations.colStatus')}</Table.Th>
            <Table.Th scope="col">{t('integrations.colAttempts')}</Table.Th>
            <Table.Th scope="col">{t('integrations.colLastAnswer')}</Table.Th>
            <Table.Th scope="col">{t('integrations.colNextAttempt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.map((d) => (
            <Table.Tr key={d.Id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {d.Event}
                </Text>
              </Table.Td>
              <Table.Td>{when(d.CreatedAt)}</Table.Td>
              <Table.Td>{t(`integrations.status${d.Status}`)}</Table.Td>
              <Table.Td>{d.Attempts}</Table.Td>
              <Table.Td>
                <LastAnswer delivery={d} />
              </Table.Td>
              <Table.Td>{d.NextAttemptAt ? when(d.NextAttemptAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
