import { Alert, Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../i18n/api-errors';
import type { DocumentErrors } from '../../lib/content-errors';

/**
 * Every refusal of the document by its path: the form also shows each next to its field, the JSON
 * editor only here. Nothing was saved while any is listed.
 */
export function ErrorSummary({ errors }: { errors: DocumentErrors }) {
  const { t } = useTranslation();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('staffConsole.content.notSaved')} role="alert">
      <Text size="sm" mb="xs">
        {t('staffConsole.content.fixFields', { count: entries.length })}
      </Text>
      <List size="sm" spacing={4}>
        {entries.map(([path, error]) => (
          <List.Item key={path}>
            <Code>{path === '_' ? t('staffConsole.content.wholeDocument') : path}</Code>{' '}
            {fieldErrorText(t, error)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
