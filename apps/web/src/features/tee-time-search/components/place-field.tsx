import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaces } from '../api/geo-search';

export type Place = { label: string; lat: number; lng: number };

/** A town, postcode or club typed and picked from the geocoder's answers. */
export function PlaceField({ value, onPick }: { value: string; onPick: (place: Place) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 250);
  const places = usePlaces(debounced).data ?? [];
  const labels = [...new Set(places.map((p) => p.label))];
  return (
    <Autocomplete
      label={t('teeTimeSearch.place')}
      placeholder={t('teeTimeSearch.placeHint')}
      leftSection={<IconMapPin size={16} aria-hidden />}
      value={text}
      onChange={setText}
      data={labels}
      filter={({ options }) => options}
      onOptionSubmit={(label) => {
        const place = places.find((p) => p.label === label);
        if (place) onPick({ label: place.label, lat: place.latitude, lng: place.longitude });
      }}
      maxLength={200}
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
