import { Group } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';
import { LazySelect } from '../../../components/lazy-select';
import { useMonthEdgeKeys } from '../../../components/use-month-edge-keys';
import type { TeeTimeSearch } from '../../../lib/paths';
import dayClasses from '../../../themes/date-picker.module.css';

interface PartyPickersProps {
  search: TeeTimeSearch;
  minDate: string;
  maxDate: string | undefined;
  onChange: (next: TeeTimeSearch) => void;
  /** The party sizes offered (golf and spa 1–4; dining the restaurant's table sizes). */
  sizes: number[];
  /** The party picker's label: Players (golf), Guests (spa), Covers (dining). */
  sizeLabel: string;
  /** False where the facility takes no juniors (dining, an adults-only spa). */
  juniors: boolean;
  /** The date's label when it is not the plain Date (a stay's Check-in date). */
  dateLabel?: string;
  /** Pickers of the facility's own after the party (a stay's nights). */
  children?: ReactNode;
}

/** The whole numbers from `from` to `to` as a select's options. */
export const numberOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** Date (limited to the booking window), players 1–4 and juniors 0–players. */
export function PartyPickers({
  search,
  minDate,
  maxDate,
  onChange,
  sizes,
  sizeLabel,
  juniors,
  dateLabel,
  children,
}: PartyPickersProps) {
  const { t } = useTranslation();
  const monthEdgeKeys = useMonthEdgeKeys(search.date, minDate, maxDate);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <LazyDatePickerInput
        {...monthEdgeKeys}
        label={dateLabel ?? t('teeTimes.date')}
        value={search.date}
        minDate={minDate}
        maxDate={maxDate}
        valueFormat="dddd D MMMM YYYY"
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        onChange={(date) => date && onChange({ ...search, date })}
        popoverProps={{ withinPortal: true, returnFocus: true }}
        classNames={{ day: dayClasses.day }}
        weekendDays={[]}
        ariaLabels={{
          nextMonth: t('teeTimes.nextMonth'),
          previousMonth: t('teeTimes.previousMonth'),
          nextYear: t('teeTimes.nextYear'),
          previousYear: t('teeTimes.previousYear'),
          nextDecade: t('teeTimes.nextDecade'),
          previousDecade: t('teeTimes.previousDecade'),
          monthLevelControl: t('teeTimes.chooseMonth'),
          yearLevelControl: t('teeTimes.chooseYear'),
        }}
        w={{ base: '100%', xs: 260 }}
      />
      {sizes.length > 1 && (
        <LazySelect
          label={sizeLabel}
          data={sizes.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(search.players)}
          allowDeselect={false}
          onChange={(v) => {
            const players = Number(v);
            onChange({ ...search, players, juniors: Math.min(search.juniors, players) });
          }}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 110 }}
        />
      )}
      {juniors && (
        <LazySelect
          label={t('teeTimes.juniors')}
          data={numberOptions(0, search.players)}
          value={String(search.juniors)}
          allowDeselect={false}
          onChange={(v) => onChange({ ...search, juniors: Number(v) })}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 110 }}
        />
      )}
      {children}
    </Group>
  );
}
