import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchTime } from '../lib/search-types';
import classes from './time-chip.module.css';

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
    <Link
      to={href}
      className={classes.chip}
      data-held={time.Bookable ? undefined : true}
      aria-label={t('teeTimeSearch.chipLabel', { time: time.LocalTime, detail, where })}
      data-testid="time-chip"
    >
      <span className={classes.time}>{time.LocalTime}</span>
      <span className={classes.detail}>{detail}</span>
    </Link>
  );
}
