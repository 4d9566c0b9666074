import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTime } from '../lib/search-types';
import classes from './time-chip.module.css';

/**
 * A list's chip texts. A start's cost and free places are plurals (a rule looked up per call), and a page
 * of a hundred and more chips repeats a handful of them: each is translated once per list and language.
 */
export type ChipTexts = {
  detail: (time: SearchTime, unit: 'points' | 'rounds') => string;
  label: (time: SearchTime, detail: string, where: string) => string;
};

export function chipTexts(t: TFunction): ChipTexts {
  const details = new Map<string, string>();
  return {
    detail(time, unit) {
      const key = time.Bookable ? `${unit}|${time.Cost}|${time.FreePlaces}` : 'ballot';
      let text = details.get(key);
      if (text === undefined) {
        text = time.Bookable
          ? `${t(`teeTimeSearch.cost.${unit}`, { count: time.Cost })} · ${t('teeTimeSearch.free', { count: time.FreePlaces })}`
          : t('teeTimeSearch.inBallot');
        details.set(key, text);
      }
      return text;
    },
    label: (time, detail, where) => t('teeTimeSearch.chipLabel', { time: time.LocalTime, detail, where }),
  };
}

/** The list's chip texts, in the current language (one subscription for the list, none per chip). */
export function useChipTexts(): ChipTexts {
  const { t } = useTranslation();
  return useMemo(() => chipTexts(t), [t]);
}

type Props = {
  time: SearchTime;
  unit: 'points' | 'rounds';
  /** The link's href as `useChipLinks().href` writes it; the list's handler navigates on a click. */
  href: string;
  /** Said to screen readers after the time: the course and club when the row does not show them. */
  where: string;
  texts: ChipTexts;
};

/** One start: its time, the party's cost and the free places; it opens the booking screen on it. */
export function TimeChip({ time, unit, href, where, texts }: Props) {
  const detail = texts.detail(time, unit);
  return (
    <a
      href={href}
      className={classes.chip}
      data-held={time.Bookable ? undefined : true}
      aria-label={texts.label(time, detail, where)}
      data-testid="time-chip"
    >
      <span className={classes.time}>{time.LocalTime}</span>
      <span className={classes.detail}>{detail}</span>
    </a>
  );
}
