import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TeeTimeSearch } from '../../../lib/paths';
import { type FacilityForm, searchFieldLabel } from '../lib/facility';
import { searchCorrections, teeTimeSearchParams } from '../lib/tee-time-search';

/** Sets or (undefined) removes query values, keeping the route's others (an extra's clubId, courseId, title). */
export function useSetQuery() {
  const [, setParams] = useSearchParams();
  return (values: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(values)) {
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
}

/**
 * Out-of-range query values are corrected in the URL, and the member is told (never silently): the text
 * to show until they close it.
 */
export function useSearchCorrection(
  search: Required<TeeTimeSearch> | undefined,
  today: string | undefined,
  lastDate: string | undefined,
  form: FacilityForm,
): [string | undefined, () => void] {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [correction, setCorrection] = useState<string>();
  useEffect(() => {
    if (!search || !today || !lastDate) return;
    const { fields, dateOutsideWindow } = searchCorrections(params, search);
    if (fields.length === 0 && !dateOutsideWindow) return;
    const day = (d: string) => dayjs(d).format('D MMMM YYYY');
    const texts = [
      dateOutsideWindow &&
        t('teeTimes.dateOutsideWindow', {
          requested: day(dateOutsideWindow),
          first: day(today),
          last: day(lastDate),
        }),
      fields.length > 0 &&
        t('teeTimes.queryCorrected', { fields: fields.map((f) => searchFieldLabel(t, f, form)).join(', ') }),
    ];
    setCorrection(texts.filter(Boolean).join(' '));
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(teeTimeSearchParams(search))) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }, [search, today, lastDate, params, setParams, t, form]);
  return [correction, () => setCorrection(undefined)];
}
