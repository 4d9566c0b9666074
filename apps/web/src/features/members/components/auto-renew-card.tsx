import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { useSubscription } from '../api/get-subscription';
import { useSetAutoRenew } from '../api/set-auto-renew';

/**
 * Automatic renewal on the Renew tab: a switch over AutoRenewOn. It can be turned on once a card is
 * saved (paying with "Save my card for automatic renewal"); the server refuses it otherwise.
 */
export function AutoRenewCard() {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  const setAutoRenew = useSetAutoRenew();
  // What the member last asked for while it is being saved: each press flips that, not what the screen
  // showed at the time (quick presses come before it has drawn the previous one).
  const asked = useRef<{ value: boolean } | null>(null);
  const sub = subscription.data;
  if (!sub || sub.Status === 'None') return null;
  const date = sub.NextRenewalDate
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(sub.NextRenewalDate))
    : null;
  const canTurnOn = sub.CardLast4 !== null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="auto-renew-title" mt="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id="auto-renew-title">
          {t('autoRenew.title')}
        </Title>
        {setAutoRenew.isError && <ErrorBanner>{apiErrorText(t, setAutoRenew.error)}</ErrorBanner>}
        <Switch
          label={t('autoRenew.switch')}
          checked={sub.AutoRenewOn}
          // Not disabled while saving: that would take the keyboard focus away from it.
          disabled={!sub.AutoRenewOn && !canTurnOn}
          aria-busy={setAutoRenew.isPending}
          onChange={() => {
            const press = { value: !(asked.current ? asked.current.value : sub.AutoRenewOn) };
            asked.current = press;
            setAutoRenew.mutate(press.value, {
              onSettled: () => {
                if (asked.current === press) asked.current = null;
              },
            });
          }}
        />
        <Text size="sm">
          {canTurnOn ? t('autoRenew.card', { last4: sub.CardLast4, date }) : t('autoRenew.noCard')}
        </Text>
      </Stack>
    </Paper>
  );
}
