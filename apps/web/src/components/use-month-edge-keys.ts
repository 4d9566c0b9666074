import dayjs from 'dayjs';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** Days an arrow key moves in a month grid. */
const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Arrow keys that cross month edges in a Mantine date picker (issue 11 §4): Mantine moves focus within
 * the shown month only, so from the 30th of November → stays put. Here, an arrow whose day lies in
 * another month (and inside `minDate`–`maxDate`) turns the picker to that month and focuses that day.
 * Spread the result on DatePickerInput (or DatePicker); `value` is the picked day, YYYY-MM-DD.
 */
export function useMonthEdgeKeys(value: string, minDate?: string, maxDate?: string) {
  const [month, setMonth] = useState(value);
  const pending = useRef<string | null>(null);
  useEffect(() => setMonth(value), [value]);
  useEffect(() => {
    const day = pending.current;
    if (!day || !dayjs(day).isSame(month, 'month')) return;
    pending.current = null;
    // The new month's grid is in the DOM after this commit; focus once it has painted.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`button[data-day="${day}"]:not([data-outside])`)?.focus(),
    );
  }, [month]);

  const getDayProps = (date: string) => ({
    'data-day': date,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const step = STEP[event.key];
      if (step === undefined) return;
      const target = dayjs(date).add(step, 'day');
      if (target.isSame(month, 'month')) return; // Mantine's own keys move within the month.
      if (minDate && target.isBefore(minDate, 'day')) return;
      if (maxDate && target.isAfter(maxDate, 'day')) return;
      event.preventDefault();
      pending.current = target.format('YYYY-MM-DD');
      setMonth(target.startOf('month').format('YYYY-MM-DD'));
    },
  });

  return {
    date: month,
    onDateChange: setMonth,
    getDayProps,
    /** Reopening the picker shows the picked day's month again. */
    onDropdownClose: () => setMonth(value),
  };
}
