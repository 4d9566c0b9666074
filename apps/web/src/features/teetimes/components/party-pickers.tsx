import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

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
      <DatePickerInput
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
        <Select
          label={sizeLabel}
          data={sizes.map(String)}
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
        <Select
          label={t('teeTimes.juniors')}
          data={range(0, search.players)}
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
