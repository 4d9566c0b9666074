import type { TeeTimes } from '@fairway/contracts';
import { Alert, Anchor, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';

const COST_TEXT = {
  slots: { points: 'teeTimes.rulesCostPerSlotPoints', rounds: 'teeTimes.rulesCostPerSlotRounds' },
  stay: { points: 'teeTimes.rulesCostStayPoints', rounds: 'teeTimes.rulesCostStayRounds' },
  quantity: { points: 'teeTimes.rulesCostPassesPoints', rounds: 'teeTimes.rulesCostPassesRounds' },
} as const;

/**
 * The club's booking window, cancellation cut-off, the member's player slots and balance, before a time is
 * picked. `singleStart`: a stay or guest passes show one card, not a list of times, and say so.
 */
export function BookingRules({
  teeTimes,
  singleStart,
}: {
  teeTimes: TeeTimes;
  singleStart?: 'stay' | 'quantity';
}) {
  const { t } = useTranslation();
  const { rules, unit } = teeTimes;
  const cutoff = rules.cancellationCutoffHours;
  const cutoffText =
    cutoff % 24 === 0
      ? t('teeTimes.rulesCutoffDays', { count: cutoff / 24 })
      : t('teeTimes.rulesCutoffHours', { count: cutoff });
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="booking-rules-title">
      <Title order={2} size="h5" id="booking-rules-title" mb={4}>
        {t('teeTimes.rulesTitle')}
      </Title>
      <List size="sm" spacing={2} data-testid="booking-rules">
        <List.Item>
          {t('teeTimes.rulesWindow', {
            count: rules.bookingWindowDays,
            date: dayjs(rules.lastBookableDate).format('D MMMM YYYY'),
          })}
        </List.Item>
        <List.Item>{cutoffText}</List.Item>
        {rules.playerSlotsLeft !== null && (
          <List.Item>{t('teeTimes.rulesPlayerSlots', { count: rules.playerSlotsLeft })}</List.Item>
        )}
        <List.Item>
          {t(unit === 'rounds' ? 'teeTimes.rulesBalanceRounds' : 'teeTimes.rulesBalancePoints', {
            count: rules.balance,
          })}
        </List.Item>
        <List.Item>{t(COST_TEXT[singleStart ?? 'slots'][unit])}</List.Item>
        {rules.restriction && (
          <List.Item>
            {t('teeTimes.rulesRestriction', {
              count: rules.restriction.count,
              limit: rules.restriction.limit,
              days: rules.restriction.days,
            })}
          </List.Item>
        )}
      </List>
    </Paper>
  );
}

/** The rules panel's place while the day loads: the same frame and lines, so nothing below it moves. */
export function BookingRulesSkeleton() {
  return (
    <Paper withBorder p="sm" aria-hidden="true">
      <Skeleton height={16} width={120} mb={8} />
      <Stack gap={8}>
        {[0, 1, 2, 3, 4].map((line) => (
          <Skeleton key={line} height={13} width={line % 2 ? '55%' : '70%'} />
        ))}
      </Stack>
    </Paper>
  );
}

/** Why nothing (or not everything) on the day can be booked, with what the member can do about it. */
export function TeeTimesNotice({ teeTimes }: { teeTimes: TeeTimes }) {
  const { t } = useTranslation();
  const { notice, rules, unit } = teeTimes;
  const short = teeTimes.slots.some((s) => s.reason === 'not_enough_points');
  if (rules.restriction && teeTimes.slots.some((s) => s.reason === 'restricted')) {
    return (
      <Alert color="orange" variant="outline" role="status">
        <Text size="sm">
          {t('errors.BOOKING_RESTRICTED', { limit: rules.restriction.limit, days: rules.restriction.days })}
        </Text>
      </Alert>
    );
  }
  if (rules.openPlayRefusal && teeTimes.slots.some((s) => s.reason === 'open_play_unavailable')) {
    return (
      <Alert color="orange" variant="outline" role="status">
        <Text fw={700}>{t('teeTimes.notice.OPEN_PLAY_UNAVAILABLE')}</Text>
        <Text size="sm" mt={4}>
          {t(`teeTimes.openPlay.${rules.openPlayRefusal}`)}
        </Text>
      </Alert>
    );
  }
  if (!notice && !short) return null;
  return (
    <Alert color="orange" variant="outline" role="status">
      {notice && (
        <Text size="sm">
          {t(`teeTimes.notice.${notice}`, {
            context: notice === 'NOT_ENOUGH_POINTS' ? unit : undefined,
          })}
        </Text>
      )}
      {short && (
        <Text size="sm" mt={notice ? 4 : 0}>
          {t(unit === 'rounds' ? 'teeTimes.balanceShortRounds' : 'teeTimes.balanceShortPoints', {
            count: rules.balance,
          })}{' '}
          {unit === 'points' && (
            <Anchor component={Link} to={appPaths.topup()} underline="always">
              {t('teeTimes.topUpLink')}
            </Anchor>
          )}
        </Text>
      )}
    </Alert>
  );
}
