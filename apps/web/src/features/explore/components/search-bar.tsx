import { EXPLORE } from '@fairway/contracts/constants';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  text: string;
  isLocation: boolean;
  locating: boolean;
  onText(text: string): void;
  onMode(isLocation: boolean): void;
  onCurrentLocation(): void;
};

/** The search box and its three mode buttons: Name, Location, Use current location. */
export function SearchBar({ text, isLocation, locating, onText, onMode, onCurrentLocation }: Props) {
  const { t } = useTranslation();
  const label = isLocation ? t('explore.search.byLocation') : t('explore.search.byName');
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t('explore.search.modes')}>
        <Button
          size="xs"
          variant={isLocation ? 'default' : 'filled'}
          aria-pressed={!isLocation}
          onClick={() => onMode(false)}
        >
          {t('explore.search.name')}
        </Button>
        <Button
          size="xs"
          variant={isLocation ? 'filled' : 'default'}
          aria-pressed={isLocation}
          onClick={() => onMode(true)}
        >
          {t('explore.search.location')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          loading={locating}
          onClick={onCurrentLocation}
        >
          {t('explore.search.currentLocation')}
        </Button>
      </Group>
      <TextInput
        type="search"
        aria-label={label}
        placeholder={label}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={EXPLORE.searchTermMax}
        onChange={(e) => onText(e.currentTarget.value)}
      />
    </Stack>
  );
}
