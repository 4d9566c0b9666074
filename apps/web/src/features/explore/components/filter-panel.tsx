import { EXPLORE, FACILITY_FILTERS } from '@fairway/contracts/constants';
import { Button, Group, RangeSlider, SimpleGrid, Slider, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExploreState } from '../lib/search-params';

type Props = {
  state: ExploreState;
  onChange(patch: Partial<ExploreState>): void;
  onReset(): void;
};

/** Distance, maximum average price, price range and the nine facility toggles (club-discovery §9). */
export function FilterPanel({ state, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const distanceLabel = (v: number) =>
    v >= EXPLORE.distanceMax
      ? t('explore.filters.distanceMax', { miles: v })
      : t('explore.filters.distanceValue', { miles: v });
  // At its top the slider sets no maximum: it says so (not a bare "+").
  const priceLabel = (v: number) =>
    v >= EXPLORE.maxAveragePriceMax ? t('explore.filters.maxAveragePriceAny') : String(v);
  const rangeLabel = (v: number) => (v >= EXPLORE.priceRangeMax ? `${v}+` : String(v));
  return (
    <Stack gap="md" component="section" aria-label={t('explore.filters.title')}>
      <div>
        <Group justify="space-between">
          <Text fw={600} id="explore-distance">
            {t('explore.filters.distance')}
          </Text>
          <Text size="sm">{distanceLabel(state.distance)}</Text>
        </Group>
        <Slider
          min={0}
          max={EXPLORE.distanceMax}
          step={5}
          value={state.distance}
          onChange={(distance) => onChange({ distance })}
          label={distanceLabel}
          thumbLabel={t('explore.filters.distance')}
        />
      </div>
      <div>
        <Group justify="space-between">
          <Text fw={600}>{t('explore.filters.maxAveragePrice')}</Text>
          <Text size="sm">{priceLabel(state.maxAveragePrice)}</Text>
        </Group>
        <Slider
          min={0}
          max={EXPLORE.maxAveragePriceMax}
          step={1}
          value={state.maxAveragePrice}
          onChange={(maxAveragePrice) => onChange({ maxAveragePrice })}
          label={priceLabel}
          thumbLabel={t('explore.filters.maxAveragePrice')}
        />
      </div>
      <div>
        <Group justify="space-between">
          <Text fw={600}>{t('explore.filters.priceRange')}</Text>
          <Text size="sm">
            {rangeLabel(state.minMaxRange[0])} – {rangeLabel(state.minMaxRange[1])}
          </Text>
        </Group>
        <RangeSlider
          min={0}
          max={EXPLORE.priceRangeMax}
          step={1}
          minRange={0}
          value={state.minMaxRange}
          onChange={(minMaxRange) => onChange({ minMaxRange })}
          label={rangeLabel}
          thumbFromLabel={t('explore.filters.priceFrom')}
          thumbToLabel={t('explore.filters.priceTo')}
        />
      </div>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {FACILITY_FILTERS.map((f) => (
          <Switch
            key={f.property}
            label={t(`explore.facility.${f.property}`)}
            checked={state.facilities.includes(f.property)}
            onChange={(e) =>
              onChange({
                facilities: e.currentTarget.checked
                  ? [...state.facilities, f.property]
                  : state.facilities.filter((x) => x !== f.property),
              })
            }
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={onReset}>
          {t('explore.filters.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
