import type { Webhook } from '@fairway/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/confirm-dialog';
import { apiErrorText } from '../../../i18n/api-errors';
import { useDeleteWebhook, useSendTest, useUpdateWebhook } from '../api/integrations-api';
import { DeliveryLog } from './delivery-log';
import { EVENT_KEYS, testResultText } from './webhook-texts';

function StateBadge({ hook }: { hook: Webhook }) {
  const { t } = useTranslation();
  if (hook.Enabled) {
    return (
      <Badge color="dark" variant="light">
        {t('integrations.on')}
      </Badge>
    );
  }
  return (
    <Badge color="red.9" variant="outline">
      {hook.DisabledReason === 'failures' ? t('integrations.offFailures') : t('integrations.off')}
    </Badge>
  );
}

/** One webhook: where it posts, what, whether it is on; Send test, on/off, the delivery log, delete. */
export function WebhookCard({ clubId, hook }: { clubId: number; hook: Webhook }) {
  const { t } = useTranslation();
  const test = useSendTest(clubId, hook.Id);
  const update = useUpdateWebhook(clubId, hook.Id);
  const remove = useDeleteWebhook(clubId, hook.Id);
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = `webhook-${hook.Id}`;
  const failed = test.error ?? update.error ?? remove.error;
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} ff="monospace" size="sm" id={titleId} style={{ overflowWrap: 'anywhere' }} flex={1}>
            {hook.Url}
          </Text>
          <StateBadge hook={hook} />
        </Group>
        <Text size="sm">{hook.Events.map((e) => t(EVENT_KEYS[e])).join(' · ')}</Text>
        {hook.ConsecutiveFailures > 0 && (
          <Text size="sm" c="red.9">
            {t('integrations.failuresInARow', { count: hook.ConsecutiveFailures })}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" loading={test.isPending} onClick={() => test.mutate()}>
            {t('integrations.sendTest')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate({ Enabled: !hook.Enabled })}
          >
            {hook.Enabled ? t('integrations.turnOff') : t('integrations.turnOn')}
          </Button>
          <Button size="xs" variant="default" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
            {showLog ? t('integrations.hideLog') : t('integrations.showLog')}
          </Button>
          <Button size="xs" variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {t('integrations.delete')}
          </Button>
        </Group>
        <Text size="sm" role="status">
          {test.data ? testResultText(t, test.data) : ''}
        </Text>
        {failed && (
          <Text size="sm" c="red.9" role="alert">
            {apiErrorText(t, failed)}
          </Text>
        )}
        {showLog && <DeliveryLog clubId={clubId} webhookId={hook.Id} labelId={titleId} />}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        destructive
        title={t('integrations.deleteTitle')}
        message={t('integrations.deleteMessage', { url: hook.Url })}
        confirmLabel={t('integrations.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
