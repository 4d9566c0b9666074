import type { ClubContent, FieldError } from '@fairway/contracts';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../i18n/api-errors';
import type { DocumentErrors } from '../../lib/content-errors';
import { type DocPath, getAt, pathKey } from '../../lib/document-path';

/** The document being edited and its refusals, shared by the editor's sections. */
export interface ContentEditorState {
  draft: ClubContent;
  errors: DocumentErrors;
  set: (path: DocPath, value: unknown) => void;
}

export const ContentEditorContext = createContext<ContentEditorState | null>(null);

function useEditor(): ContentEditorState {
  const editor = useContext(ContentEditorContext);
  if (!editor) throw new Error('A content field outside the content editor');
  return editor;
}

/**
 * Told the path of every field the form draws: the test that walks the form's fields to where each shows
 * (content-fields-shown.test.tsx) listens; nothing does in the app.
 */
export const DocFieldObserver = createContext<((path: DocPath) => void) | null>(null);

/** One field of the document: its value, its setter and its refusal's text (next to the field). */
export function useDocField<T>(path: DocPath) {
  useContext(DocFieldObserver)?.(path);
  const { t } = useTranslation();
  const { draft, errors, set } = useEditor();
  const error: FieldError | undefined = errors[pathKey(path)];
  return {
    value: getAt(draft, path) as T | undefined,
    set: (value: T | undefined) => set(path, value),
    error: error ? fieldErrorText(t, error) : undefined,
  };
}

export function useContentEditor(): ContentEditorState {
  return useEditor();
}
