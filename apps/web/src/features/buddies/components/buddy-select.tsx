import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBuddyList } from '../api/buddy-queries';
import { useBuddyWords } from '../lib/theme-words';

/**
 * The party's buddies on the tee-time screen: up to `max` (the adult places after the booker's).
 * Nothing shows until the member has a buddy.
 */
export function BuddyPicker({
  max,
  value,
  onChange,
}: {
  max: number;
  value: string[];
  onChange: (targets: string[]) => void;
}) {
  const { t } = useTranslation();
  const { plural, lowerPlural } = useBuddyWords();
  const buddies = useBuddyList('buddies').data ?? [];
  if (buddies.length === 0) return null;
  return (
    <MultiSelect
      label={t('buddies.picker.label', { plural })}
      description={
        max > 0
          ? t('buddies.picker.description', { count: max, plural: lowerPlural })
          : t('buddies.picker.noPlaces', { plural: lowerPlural })
      }
      data={buddies.map((b) => ({ value: b.target, label: b.name }))}
      value={value}
      onChange={onChange}
      maxValues={max}
      disabled={max === 0}
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 420 }}
    />
  );
}
