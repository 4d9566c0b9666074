import { SHELL_ANSWERS_MAX_AGE_MS, SHELL_BOOTSTRAP_IDS } from '@fairway/contracts/constants';
import { onPageStateReset } from './page-state';

interface PageAnswers {
  /** When the API wrote them (epoch ms). */
  at: number;
  byPath: Map<string, unknown>;
}

/** The answers the page carries, by call path (`/api/…?…`); read from the page once. */
let answers: PageAnswers | null = null;

const isYoung = (at: number) => Math.abs(Date.now() - at) < SHELL_ANSWERS_MAX_AGE_MS;

function read(doc: Document | undefined): PageAnswers {
  const none = { at: 0, byPath: new Map<string, unknown>() };
  const text = doc?.getElementById(SHELL_BOOTSTRAP_IDS.answers)?.textContent;
  if (!text) return none;
  try {
    const parsed = JSON.parse(text) as { at?: unknown; answers?: unknown };
    // A copy of the page kept by the service worker for offline use is older: its answers are not used.
    if (typeof parsed.at !== 'number' || !isYoung(parsed.at)) return none;
    if (typeof parsed.answers !== 'object' || parsed.answers === null) return none;
    return { at: parsed.at, byPath: new Map(Object.entries(parsed.answers)) };
  } catch {
    // Not JSON: the app asks the API as it would without the page's answers.
    return none;
  }
}

/**
 * The answer the page carried for a GET call of the first screen (the API wrote it into the page it
 * served, see `firstScreenCalls`), taken once: later asks go to the API. Only while the page is young,
 * so a screen opened later never shows what was true when the page loaded.
 */
export function takeShellAnswer(path: string, doc: Document | undefined = globalThis.document): unknown {
  answers ??= read(doc);
  if (answers.byPath.size === 0) return undefined;
  const value = answers.byPath.get(path);
  answers.byPath.delete(path);
  if (isYoung(answers.at)) return value;
  answers.byPath.clear();
  return undefined;
}

/** Forgets what was read (tests). */
export function resetShellAnswers(): void {
  answers = null;
}
onPageStateReset(resetShellAnswers);
