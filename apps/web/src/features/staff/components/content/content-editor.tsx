import type { ClubContent, Course } from '@fairway/contracts';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../../i18n/api-errors';
import { isApiRequestError } from '../../../../lib/api-client';
import { useSaveClubContent } from '../../api/console-queries';
import { type DocumentErrors, documentErrors } from '../../lib/content-errors';
import { type DocPath, setAt } from '../../lib/document-path';
import { BallotWindowsSection } from './ballot-windows-section';
import { ContentEditorContext } from './editor-context';
import { ErrorSummary } from './error-summary';
import { FaqsSection } from './faqs-section';
import { JsonEditor } from './json-editor';
import { MinutesSection } from './minutes-section';
import { ReleasesSection } from './releases-section';
import { SwitchesSection } from './switches-section';
import { TextsSection } from './texts-section';
import { ThemeSection } from './theme-section';

type Mode = 'form' | 'json';
const asJson = (doc: unknown) => JSON.stringify(doc, null, 2);

/**
 * The club content editor: a form for the parts staff change most, and the whole document as JSON.
 * Both check the document with the contract schema before sending it; what the API refuses comes back
 * the same way, by path, and is shown next to its field. A refused document is not saved.
 */
export function ContentEditor(props: {
  clubId: number;
  initial: ClubContent;
  courses: Course[];
  /** The club's zone: the releases' previews read their next opening in it. */
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const save = useSaveClubContent(props.clubId);
  const [draft, setDraft] = useState<ClubContent>(props.initial);
  const [errors, setErrors] = useState<DocumentErrors>({});
  const [mode, setMode] = useState<Mode>('form');
  const [json, setJson] = useState(() => asJson(props.initial));
  const [jsonInvalid, setJsonInvalid] = useState(false);

  const set = (path: DocPath, value: unknown) => {
    save.reset();
    setDraft((current) => setAt(current, path, value));
  };

  /** The document as the active view has it; null when the JSON cannot be read. */
  const current = (): unknown => {
    if (mode === 'form') return draft;
    try {
      const parsed: unknown = JSON.parse(json);
      setJsonInvalid(false);
      return parsed;
    } catch {
      setJsonInvalid(true);
      return null;
    }
  };

  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === 'json') {
      setJson(asJson(draft));
      setJsonInvalid(false);
      setMode('json');
      return;
    }
    const doc = current();
    if (doc === null) return;
    // The form reads the document's fields: it opens only on a document the schema accepts.
    const found = documentErrors(doc);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setDraft(doc as ClubContent);
    setMode('form');
  };

  const submit = () => {
    const doc = current();
    if (doc === null) return;
    const found = documentErrors(doc);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(doc, {
      onSuccess: (saved) => {
        setDraft(saved);
        setJson(asJson(saved));
      },
      onError: (error) => {
        if (isApiRequestError(error) && error.error.fields) setErrors(error.error.fields);
      },
    });
  };

  return (
    <ContentEditorContext.Provider value={{ draft, errors, set }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <ErrorSummary errors={errors} />
          <Tabs
            value={mode}
            onChange={(value) => switchTo(value === 'json' ? 'json' : 'form')}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="form">{t('staffConsole.content.tabForm')}</Tabs.Tab>
              <Tabs.Tab value="json">{t('staffConsole.content.tabJson')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="form" pt="md">
              <Stack gap="md">
                <TextsSection />
                <SwitchesSection />
                <MinutesSection />
                <BallotWindowsSection courses={props.courses} />
                <FaqsSection />
                <ReleasesSection courses={props.courses} timeZone={props.timeZone ?? 'Europe/London'} />
                <ThemeSection />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="json" pt="md">
              <JsonEditor
                value={json}
                parseError={jsonInvalid}
                onChange={(text) => {
                  save.reset();
                  setJson(text);
                }}
              />
            </Tabs.Panel>
          </Tabs>
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('staffConsole.content.save')}
            </Button>
            {save.isSuccess && (
              <Text size="sm" role="status">
                {t('staffConsole.content.saved')}
              </Text>
            )}
          </Group>
          {save.isError && !(isApiRequestError(save.error) && save.error.error.fields) && (
            <Text size="sm" c="red.9" role="alert">
              {apiErrorText(t, save.error)}
            </Text>
          )}
        </Stack>
      </form>
    </ContentEditorContext.Provider>
  );
}
