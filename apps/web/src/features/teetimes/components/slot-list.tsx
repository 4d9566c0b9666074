import type { CostUnit, SlotReason, TeeTimeSlot } from '@fairway/contracts';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../../lib/zoned-dates';
import classes from './slot-list.module.css';

const REASON_KEY: Record<SlotReason, string> = {
  past: 'teeTimes.reasonPast',
  membership_expired: 'teeTimes.reasonMembershipExpired',
  payment_incomplete: 'teeTimes.reasonPaymentIncomplete',
  outside_window: 'teeTimes.reasonOutsideWindow',
  full: 'teeTimes.reasonFull',
  no_player_slots: 'teeTimes.reasonNoPlayerSlots',
  not_enough_points: 'teeTimes.reasonNotEnoughPoints',
};

interface SlotListProps {
  slots: TeeTimeSlot[];
  unit: CostUnit;
  timeZone: string;
  selected: string | undefined;
  onSelect: (slot: TeeTimeSlot) => void;
}

/** Every slot as a button: time, cost (points or rounds), free places; unbookable ones disabled with why. */
export function SlotList({ slots, unit, timeZone, selected, onSelect }: SlotListProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 4 }}
      spacing="sm"
      component="ul"
      className={classes.list}
      aria-label={t('teeTimes.slotsLabel')}
    >
      {slots.map((slot) => {
        const reason =
          slot.reason === 'not_enough_points' && unit === 'rounds'
            ? t('teeTimes.reasonNotEnoughRounds')
            : slot.reason && t(REASON_KEY[slot.reason]);
        return (
          <li key={slot.time}>
            <UnstyledButton
              className={classes.slot}
              disabled={!slot.bookable}
              data-selected={selected === slot.time || undefined}
              aria-pressed={selected === slot.time}
              onClick={() => onSelect(slot)}
            >
              <Text fw={700} size="lg">
                {formatInZone(slot.time, timeZone, 'HH:mm')}
              </Text>
              <Text size="sm">
                {t(unit === 'rounds' ? 'teeTimes.rounds' : 'teeTimes.points', { count: slot.cost })}
              </Text>
              <Text size="xs">{t('teeTimes.freePlaces', { count: slot.freePlaces })}</Text>
              {reason && (
                <Text size="xs" fw={600} className={classes.reason}>
                  {reason}
                </Text>
              )}
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
