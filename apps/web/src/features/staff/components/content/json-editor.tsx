import { Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import grow from './grow.module.css';

/** The whole document as JSON, for everything the form does not show (pages, packages, extras …). */
export function JsonEditor(props: { value: string; onChange: (text: string) => void; parseError: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm">{t('staffConsole.content.jsonHint')}</Text>
      <Textarea
        label={t('staffConsole.content.jsonLabel')}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        error={props.parseError ? t('staffConsole.content.jsonInvalid') : undefined}
        rows={16}
        spellCheck={false}
        classNames={{ input: `${grow.input} ${grow.code}` }}
      />
    </Stack>
  );
}
