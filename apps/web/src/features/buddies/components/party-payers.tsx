import type { CostUnit, CreateBooking } from '@fairway/contracts';
import { Checkbox, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { usePartyCheck } from '../api/party-check';

/**
 * The confirm step's per-player view (spec §6): each payer's share and whether they can pay it; for a
 * buddy who cannot, the booker may pay that share from their own points.
 */
export function PartyPayers({
  request,
  paidByMe,
  onPaidByMeChange,
}: {
  request: CreateBooking;
  paidByMe: string[];
  onPaidByMeChange: (targets: string[]) => void;
}) {
  const { t } = useTranslation();
  const check = usePartyCheck(request);
  if ((request.buddies?.length ?? 0) === 0) return null;
  if (check.isError) return <Text c="red.9">{apiErrorText(t, check.error)}</Text>;
  if (!check.data) return <LoadingIndicator size="sm" />;
  const unitKey = (unit: CostUnit) => (unit === 'rounds' ? 'teeTimes.rounds' : 'teeTimes.points');
  // The shares shown are for the request as it stands; a buddy the booker pays for has no share of their own.
  const buddyNames = new Map(check.data.Payers.filter((p) => p.Target).map((p) => [p.Target, p.Name]));
  return (
    <Stack gap={4} aria-live="polite">
      <Text fw={600}>{t('buddies.payers.title')}</Text>
      <List spacing={4} size="sm" listStyleType="none" p={0}>
        {check.data.Payers.map((p) => {
          const name = p.Target ? p.Name : t('buddies.payers.you');
          const share = t(unitKey(check.data.Unit), { count: p.Share });
          const paidForByMe = p.Target !== null && paidByMe.includes(p.Target);
          return (
            <List.Item
              key={p.Target ?? 'me'}
              icon={
                <ThemeIcon color={p.CanPay ? 'teal.9' : 'red.9'} size={20} radius="xl" aria-hidden>
                  {p.CanPay ? <IconCheck size={14} /> : <IconAlertTriangle size={14} />}
                </ThemeIcon>
              }
            >
              {paidForByMe
                ? t('buddies.payers.paidByYou', { name })
                : p.CanPay
                  ? t('buddies.payers.canPay', { name, share })
                  : t('buddies.payers.cannotPay', { name, share })}
            </List.Item>
          );
        })}
      </List>
      {[...buddyNames].map(([target, name]) => {
        const payer = check.data.Payers.find((p) => p.Target === target);
        const offered = target !== null && paidByMe.includes(target);
        if (!target || !payer || (payer.CanPay && !offered)) return null;
        return (
          <Checkbox
            key={target}
            mt={4}
            label={t('buddies.payers.offer', { name })}
            checked={offered}
            onChange={(e) =>
              onPaidByMeChange(
                e.currentTarget.checked ? [...paidByMe, target] : paidByMe.filter((x) => x !== target),
              )
            }
          />
        );
      })}
    </Stack>
  );
}
