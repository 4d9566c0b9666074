import type { Buddy } from '@fairway/contracts';
import { ComboboxChevron, Pill, PillsInput } from '@mantine/core';
import { type ComponentType, type KeyboardEvent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { chunkLoader } from '../../../components/chunk-loader';
import { useStandIn } from '../../../components/use-stand-in';
import { useBuddyList } from '../api/buddy-queries';
import { useBuddyWords } from '../lib/theme-words';
import type { BuddySelectProps } from './buddy-select';

/** The chunk, fetched once (again after a failure). */
const fetchSelect = chunkLoader<{ default: ComponentType<BuddySelectProps> }>(() => import('./buddy-select'));
const BuddySelect = lazy(fetchSelect);

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
const WIDTH = { base: '100%', xs: 420 };

/**
 * The party's buddies on the tee-time screen and the ballot's entry form: up to `max` (the adult places
 * after the booker's). Nothing shows until the member has a buddy. Mantine's MultiSelect (its combobox and
 * the floating-ui positioning engine) is a chunk of its own: until it is in, the same empty field is drawn
 * by Mantine's pills input and chevron (`useStandIn`), so the 07:00 tee sheet's first load does not carry
 * it and nothing below the field moves when it arrives. The stand-in shows the chosen buddies as the
 * MultiSelect does (a changed ballot entry starts with them), each with its remove button.
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
  const buddies = useBuddyList('buddies').data ?? [];
  // Only a member with buddies draws the field, and so fetches the MultiSelect's chunk.
  if (buddies.length === 0) return null;
  return <BuddyField buddies={buddies} max={max} value={value} onChange={onChange} />;
}

function BuddyField({
  buddies,
  max,
  value,
  onChange,
}: {
  buddies: Buddy[];
  max: number;
  value: string[];
  onChange: (targets: string[]) => void;
}) {
  const { t } = useTranslation();
  const { plural, lowerPlural } = useBuddyWords();
  const standIn = useStandIn(fetchSelect);

  const label = t('buddies.picker.label', { plural });
  const description =
    max > 0
      ? t('buddies.picker.description', { count: max, plural: lowerPlural })
      : t('buddies.picker.noPlaces', { plural: lowerPlural });
  const disabled = max === 0;
  const { onPointerEnter, onPointerDown, onPointerCancel, onClick, onFocus, onBlur } = standIn.handlers;
  const field = (
    <PillsInput
      label={label}
      description={description}
      disabled={disabled}
      pointer
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      w={WIDTH}
      // The whole field is pressed, as the MultiSelect's is; its input takes the focus.
      {...(disabled ? {} : { onPointerEnter, onPointerDown, onPointerCancel, onClick })}
    >
      <Pill.Group disabled={disabled}>
        {value.map((target) => (
          <Pill
            key={target}
            withRemoveButton
            disabled={disabled}
            onRemove={() => onChange(value.filter((other) => other !== target))}
          >
            {buddies.find((b) => b.target === target)?.name ?? target}
          </Pill>
        ))}
        <PillsInput.Field
          type="hidden"
          readOnly
          pointer
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          autoComplete="off"
          disabled={disabled}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            standIn.open();
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
  return (
    <Suspense fallback={field}>
      {standIn.wanted ? (
        <BuddySelect
          label={label}
          description={description}
          data={buddies.map((b) => ({ value: b.target, label: b.name }))}
          max={max}
          value={value}
          onChange={onChange}
          w={WIDTH}
          opening={standIn.opening}
          focus={standIn.focused.current}
        />
      ) : (
        field
      )}
    </Suspense>
  );
}
