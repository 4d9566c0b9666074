import type { TFunction } from 'i18next';
import type { SearchTime } from '../lib/search-types';
import classes from './time-chip.module.css';

type Props = {
  time: SearchTime;
  unit: 'points' | 'rounds';
  /** The link's href as `useChipLinks().href` writes it; the list's handler navigates on a click. */
  href: string;
  /** Said to screen readers after the time: the course and club when the row does not show them. */
  where: string;
  /** The list's translation (a hook per chip would subscribe each of a hundred chips to the language). */
  t: TFunction;
};

/** One start: its time, the party's cost and the free places; it opens the booking screen on it. */
export function TimeChip({ time, unit, href, where, t }: Props) {
  const cost = t(`teeTimeSearch.cost.${unit}`, { count: time.Cost });
  const free = t('teeTimeSearch.free', { count: time.FreePlaces });
  const detail = time.Bookable ? `${cost} · ${free}` : t('teeTimeSearch.inBallot');
  return (
    <a
      href={href}
      className={classes.chip}
      data-held={time.Bookable ? undefined : true}
      aria-label={t('teeTimeSearch.chipLabel', { time: time.LocalTime, detail, where })}
      data-testid="time-chip"
    >
      <span className={classes.time}>{time.LocalTime}</span>
      <span className={classes.detail}>{detail}</span>
    </a>
  );
}
