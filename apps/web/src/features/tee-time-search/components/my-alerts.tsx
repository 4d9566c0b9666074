import { ActionIcon, Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { type TeeTimeAlert, useDeleteTeeTimeAlert, useTeeTimeAlerts } from '../api/tee-time-alerts';

function useAlertText() {
  const { t } = useTranslation();
  return (a: TeeTimeAlert) =>
    [
      dayjs(a.Date).format('ddd D MMM YYYY'),
      `${a.From}–${a.To}`,
      t('teeTimeSearch.playersCount', { count: a.Players }),
      t('teeTimeSearch.within', { count: a.RadiusKm }),
      ...(a.MaxCost !== null ? [t('teeTimeSearch.upTo', { count: a.MaxCost })] : []),
    ].join(' · ');
}

/** The account's list of the member's alerts, each deletable. */
export function MyTeeTimeAlerts() {
  const { t } = useTranslation();
  const alerts = useTeeTimeAlerts();
  const remove = useDeleteTeeTimeAlert();
  const describe = useAlertText();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('teeTimeSearch.alertsTitle')}
      </Title>
      <Text size="sm">{t('teeTimeSearch.alertsIntro')}</Text>
      {alerts.isPending && <Skeleton h={56} />}
      {alerts.isError && <LoadError error={alerts.error} onRetry={() => alerts.refetch()} />}
      {remove.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(t, remove.error)}
        </Alert>
      )}
      {alerts.data?.length === 0 && (
        <Text>
          {t('teeTimeSearch.noAlerts')}{' '}
          <Anchor component={Link} to={appPaths.findTeeTime()}>
            {t('teeTimeSearch.title')}
          </Anchor>
        </Text>
      )}
      {alerts.data && alerts.data.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('teeTimeSearch.alertsTitle')}
        >
          {alerts.data.map((a) => {
            const text = describe(a);
            return (
              <Paper component="li" key={a.Id} withBorder radius="md" p="sm" data-testid="tee-time-alert">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2}>
                    <Text fw={600}>{text}</Text>
                    {a.LastNotifiedAt && (
                      <Text size="sm">
                        {t('teeTimeSearch.lastNotified', {
                          when: dayjs(a.LastNotifiedAt).format('D MMM HH:mm'),
                        })}
                      </Text>
                    )}
                  </Stack>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('teeTimeSearch.deleteAlert', { alert: text })}
                    loading={remove.isPending && remove.variables === a.Id}
                    onClick={() => remove.mutate(a.Id)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
