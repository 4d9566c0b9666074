import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchTime } from '../lib/search-types';

type Props = {
  time: SearchTime;
  unit: 'points' | 'rounds';
  href: string;
  /** Said to screen readers after the time: the course and club when the row does not show them. */
  where: string;
};

/** One start: its time, the party's cost and the free places; it opens the booking screen on it. */
export function TimeChip({ time, unit, href, where }: Props) {
  const { t } = useTranslation();
  const cost = t(`teeTimeSearch.cost.${unit}`, { count: time.Cost });
  const free = t('teeTimeSearch.free', { count: time.FreePlaces });
  const detail = time.Bookable ? `${cost} · ${free}` : t('teeTimeSearch.inBallot');
  return (
    <Button
      component={Link}
      to={href}
      variant={time.Bookable ? 'light' : 'default'}
      size="compact-md"
      h="auto"
      py={6}
      styles={{ label: { flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.25 } }}
      aria-label={t('teeTimeSearch.chipLabel', { time: time.LocalTime, detail, where })}
      data-testid="time-chip"
    >
      <span style={{ fontWeight: 700 }}>{time.LocalTime}</span>
      <span style={{ fontSize: 'var(--mantine-font-size-xs)', fontWeight: 500 }}>{detail}</span>
    </Button>
  );
}
