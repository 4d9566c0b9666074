import { MAX_PLAYERS } from '@fairway/contracts/constants';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';
import { LazySelect } from '../../../components/lazy-select';
import dayClasses from '../../../themes/date-picker.module.css';
import { BuddyPicker } from '../../buddies';
import { RADIUS_CHOICES, type SearchState, WHERES, type Where } from '../lib/search-url';
import { PlaceField } from './place-field';
import { Segmented } from './segmented';

/** Half-hour starts of a golf day, for the window's ends. */
const TIMES = Array.from({ length: 33 }, (_, i) => {
  const minutes = 5 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});
const HALF = 'calc(50% - var(--mantine-spacing-sm) / 2)';

type Props = { search: SearchState; today: string; onSearch: (next: SearchState) => void };

/**
 * The search's fields, edited as a draft and applied by Search (one history entry per search, so Back
 * returns to the one before).
 */
export function SearchForm({ search, today, onSearch }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(search);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  const patch = (next: Partial<SearchState>) => setDraft((d) => ({ ...d, ...next }));
  const buddyPlaces = Math.max(0, draft.players - 1 - draft.juniors);

  const chooseWhere = (where: Where) => {
    setLocationError(undefined);
    if (where !== 'near') {
      patch({ where, ...(where === 'home' ? { lat: null, lng: null, place: '' } : {}) });
      return;
    }
    if (!navigator.geolocation) {
      setLocationError(t('teeTimeSearch.locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        patch({ where: 'near', lat: position.coords.latitude, lng: position.coords.longitude, place: '' });
      },
      () => {
        setLocating(false);
        setLocationError(t('teeTimeSearch.locationUnavailable'));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A place not yet picked from the list has no point: the search stays around the home club.
    const ready = draft.where === 'home' || (draft.lat !== null && draft.lng !== null);
    onSearch(
      ready ? { ...draft, buddies: draft.buddies.slice(0, buddyPlaces) } : { ...draft, where: 'home' },
    );
  };
  const timeOptions = (anyLabel: string) => [
    { value: '', label: anyLabel },
    ...TIMES.map((v) => ({ value: v, label: v })),
  ];

  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-label={t('teeTimeSearch.formLabel')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LazyDatePickerInput
          label={t('teeTimeSearch.date')}
          value={draft.date}
          minDate={today}
          valueFormat="ddd D MMM YYYY"
          leftSection={<IconCalendar size={18} aria-hidden="true" />}
          onChange={(date) => date && patch({ date })}
          popoverProps={{ withinPortal: true, returnFocus: true }}
          classNames={{ day: dayClasses.day }}
          weekendDays={[]}
          w={{ base: '100%', xs: 220 }}
        />
        <LazySelect
          label={t('teeTimeSearch.from')}
          data={timeOptions(t('teeTimeSearch.dayStart'))}
          value={draft.from}
          allowDeselect={false}
          onChange={(v) => patch({ from: v ?? '', ...(v && draft.to && draft.to <= v ? { to: '' } : {}) })}
          w={{ base: HALF, xs: 130 }}
        />
        <LazySelect
          label={t('teeTimeSearch.to')}
          data={timeOptions(t('teeTimeSearch.dayEnd')).filter(
            (o) => !o.value || !draft.from || o.value > draft.from,
          )}
          value={draft.to}
          allowDeselect={false}
          onChange={(v) => patch({ to: v ?? '' })}
          w={{ base: HALF, xs: 130 }}
        />
        <LazySelect
          label={t('teeTimeSearch.players')}
          data={Array.from({ length: MAX_PLAYERS }, (_, i) => ({
            value: String(i + 1),
            label: String(i + 1),
          }))}
          value={String(draft.players)}
          allowDeselect={false}
          onChange={(v) => {
            const players = Number(v);
            patch({ players, juniors: Math.min(draft.juniors, players - 1) });
          }}
          w={{ base: HALF, xs: 110 }}
        />
      </Group>
      {buddyPlaces > 0 && (
        <BuddyPicker max={buddyPlaces} value={draft.buddies} onChange={(buddies) => patch({ buddies })} />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="tts-where">
          {t('teeTimeSearch.where')}
        </Text>
        <div>
          <Segmented
            aria-labelledby="tts-where"
            value={draft.where}
            onChange={(where: Where) => chooseWhere(where)}
            data={WHERES.map((w) => ({ value: w, label: t(`teeTimeSearch.whereOption.${w}`) }))}
            disabled={locating}
          />
        </div>
      </Stack>
      {locationError && (
        <Alert color="red" role="alert">
          {locationError}
        </Alert>
      )}
      {draft.where === 'place' && (
        <PlaceField value={draft.place} onPick={(p) => patch({ place: p.label, lat: p.lat, lng: p.lng })} />
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LazySelect
          label={t('teeTimeSearch.radius')}
          data={[...new Set([...RADIUS_CHOICES, draft.radiusKm])]
            .sort((a, b) => a - b)
            .map((r) => ({ value: String(r), label: t('teeTimeSearch.km', { count: r }) }))}
          value={String(draft.radiusKm)}
          allowDeselect={false}
          onChange={(v) => patch({ radiusKm: Number(v) })}
          w={{ base: HALF, xs: 150 }}
        />
        <NumberInput
          label={t('teeTimeSearch.maxCost')}
          placeholder={t('teeTimeSearch.noLimit')}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          value={draft.maxCost ?? ''}
          onChange={(v) => patch({ maxCost: typeof v === 'number' ? v : null })}
          w={{ base: HALF, xs: 150 }}
        />
        <Button
          type="submit"
          leftSection={<IconSearch size={16} aria-hidden />}
          loading={locating}
          w={{ base: '100%', xs: 'auto' }}
        >
          {t('teeTimeSearch.search')}
        </Button>
      </Group>
    </Stack>
  );
}
