import type { CostUnit, TeeTimes } from '@fairway/contracts';
import { Alert, Anchor, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { useClubSwitches } from '../../clubs';
import { useAuthState } from '../../session';

const COST_TEXT = {
  slots: { points: 'teeTimes.rulesCostPerSlotPoints', rounds: 'teeTimes.rulesCostPerSlotRounds' },
  stay: { points: 'teeTimes.rulesCostStayPoints', rounds: 'teeTimes.rulesCostStayRounds' },
  quantity: { points: 'teeTimes.rulesCostPassesPoints', rounds: 'teeTimes.rulesCostPassesRounds' },
} as const;

/** Not enough for a stay or passes: the advice fits what can be made smaller (not "fewer players"). */
const NOT_ENOUGH_SINGLE = {
  stay: { points: 'teeTimes.notice.notEnoughStayPoints', rounds: 'teeTimes.notice.notEnoughStayRounds' },
  quantity: {
    points: 'teeTimes.notice.notEnoughPassesPoints',
    rounds: 'teeTimes.notice.notEnoughPassesRounds',
  },
} as const;

/**
 * The unit the member's own balance counts in: rounds when their home club's package counts rounds, as
 * the dashboard and the top bar say, wherever they book. The day's `unit` (the club's prices) until the
 * home club is known, and for a visitor.
 */
export function useBalanceUnit(dayUnit: CostUnit): CostUnit {
  const { member } = useAuthState();
  const home = useClubSwitches(member?.HomeClubId);
  if (!member || !home.known) return dayUnit;
  return home.pointsDisabled ? 'rounds' : 'points';
}

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
  const balanceUnit = useBalanceUnit(unit);
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
        <List.Item>{t('teeTimes.rulesBalance', { context: balanceUnit, count: rules.balance })}</List.Item>
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
export function TeeTimesNotice({
  teeTimes,
  singleStart,
}: {
  teeTimes: TeeTimes;
  /** A stay or guest passes: their party is not "players", so the advice names nights or passes. */
  singleStart?: 'stay' | 'quantity';
}) {
  const { t } = useTranslation();
  const { notice, rules, unit } = teeTimes;
  // Top-ups are sold by the member's own club: none to offer when its checkout is off.
  const { member } = useAuthState();
  const homeClub = useClubSwitches(member?.HomeClubId);
  const canTopUp = Boolean(member) && homeClub.known && !homeClub.checkoutDisabled;
  const balanceUnit = useBalanceUnit(unit);
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
          {notice === 'NOT_ENOUGH_POINTS' && singleStart
            ? t(NOT_ENOUGH_SINGLE[singleStart][unit])
            : t(`teeTimes.notice.${notice}`, { context: notice === 'NOT_ENOUGH_POINTS' ? unit : undefined })}
        </Text>
      )}
      {short && (
        <Text size="sm" mt={notice ? 4 : 0}>
          {t('teeTimes.balanceShort', { context: balanceUnit, count: rules.balance })}{' '}
          {balanceUnit === 'points' && canTopUp && (
            <Anchor component={Link} to={appPaths.topup()} underline="always">
              {t('teeTimes.topUpLink')}
            </Anchor>
          )}
        </Text>
      )}
    </Alert>
  );
}
