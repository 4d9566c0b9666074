import type { ClubTheme } from '@fairway/contracts';
import { ColorInput, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocField } from './editor-context';
import { EditorSection } from './editor-section';

const RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const WORDS = [
  ['Buddy', 'Buddies'],
  ['Friend', 'Friends'],
  ['Colleague', 'Colleagues'],
] as const;

function ColourField({ name, label }: { name: 'primaryColor' | 'accentColor'; label: string }) {
  const field = useDocField<string>(['theme', name]);
  return (
    <ColorInput
      label={label}
      format="hex"
      withEyeDropper={false}
      value={field.value ?? ''}
      error={field.error}
      onChange={(value) => field.set(value)}
    />
  );
}

/** The club's look: brand and accent colours, corners, and what members call their playing partners. */
export function ThemeSection() {
  const { t } = useTranslation();
  const radius = useDocField<ClubTheme['radius']>(['theme', 'radius']);
  const word = useDocField<ClubTheme['buddiesText']>(['theme', 'buddiesText']);
  const plural = useDocField<ClubTheme['buddiesTextPlural']>(['theme', 'buddiesTextPlural']);
  return (
    <EditorSection
      id="content-theme"
      title={t('staffConsole.content.theme')}
      hint={t('staffConsole.content.themeHint')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ColourField name="primaryColor" label={t('staffConsole.content.field.primaryColor')} />
        <ColourField name="accentColor" label={t('staffConsole.content.field.accentColor')} />
        <Select
          label={t('staffConsole.content.field.radius')}
          data={RADII.map((r) => ({ value: r, label: t(`staffConsole.content.radius.${r}`) }))}
          value={radius.value ?? null}
          error={radius.error}
          allowDeselect={false}
          onChange={(value) => value && radius.set(value as ClubTheme['radius'])}
        />
        <Select
          label={t('staffConsole.content.field.buddiesText')}
          data={WORDS.map(([one, many]) => ({ value: one, label: `${one} / ${many}` }))}
          value={word.value ?? null}
          error={word.error ?? plural.error}
          allowDeselect={false}
          onChange={(value) => {
            const pair = WORDS.find(([one]) => one === value);
            if (!pair) return;
            word.set(pair[0]);
            plural.set(pair[1]);
          }}
        />
      </SimpleGrid>
    </EditorSection>
  );
}
