import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../i18n/api-errors';
import { helpFaqs } from '../../../club-pages';
import { DocTextField } from './doc-fields';
import { useContentEditor } from './editor-context';
import { EditorSection } from './editor-section';

function FaqCard({ index }: { index: number }) {
  const { t } = useTranslation();
  const { draft, set } = useContentEditor();
  const titleId = `faq-${index}`;
  const k = (name: string) => t(`staffConsole.content.faq.${name}`);
  return (
    <Card withBorder padding="sm" component="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {t('staffConsole.content.faq.number', { number: index + 1 })}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => {
              const rest = (draft.faqs ?? []).filter((_, i) => i !== index);
              // The last one removed: the help page goes back to the standard questions.
              set(['faqs'], rest.length > 0 ? rest : undefined);
            }}
            aria-label={t('staffConsole.content.faq.removeNamed', { number: index + 1 })}
          >
            {k('remove')}
          </Button>
        </Group>
        <DocTextField path={['faqs', index, 'question']} label={k('question')} maxLength={300} />
        <DocTextField path={['faqs', index, 'answer']} label={k('answer')} maxLength={4000} multiline />
      </Stack>
    </Card>
  );
}

/**
 * The help page's questions (issue 44 item 10): none written, the page shows the standard nine in the
 * club's words; staff start from those, or from an empty question, and the page then shows theirs.
 */
export function FaqsSection() {
  const { t } = useTranslation();
  const { draft, errors, set } = useContentEditor();
  const faqs = draft.faqs ?? [];
  const k = (name: string) => t(`staffConsole.content.faq.${name}`);
  return (
    <EditorSection id="content-faqs" title={t('staffConsole.content.faqs')} hint={k('hint')}>
      {errors.faqs && (
        <Text size="sm" c="red.9" role="alert">
          {fieldErrorText(t, errors.faqs)}
        </Text>
      )}
      {faqs.length === 0 ? (
        <Stack gap="xs">
          <Text size="sm">{k('standard')}</Text>
          <Group>
            <Button variant="default" onClick={() => set(['faqs'], helpFaqs(t, { theme: draft.theme }))}>
              {k('startFromStandard')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {faqs.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their place is what the document names.
            <FaqCard key={index} index={index} />
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => set(['faqs'], [...faqs, { question: '', answer: '' }])}
        >
          {k('add')}
        </Button>
      </Group>
    </EditorSection>
  );
}
