import type { Buddy } from '@fairway/contracts';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBuddyWords } from '../lib/theme-words';

export interface BuddySelectProps {
  buddies: Buddy[];
  max: number;
  value: string[];
  onChange: (targets: string[]) => void;
}

/** BuddyPicker's chunk: Mantine's MultiSelect of the member's buddies. */
export default function BuddySelect({ buddies, max, value, onChange }: BuddySelectProps) {
  const { t } = useTranslation();
  const { plural, lowerPlural } = useBuddyWords();
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
