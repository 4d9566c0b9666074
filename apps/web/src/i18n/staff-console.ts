import i18n from './index';

/**
 * The staff console's texts: only staff read them, so they are not in the catalogue every member screen
 * loads; the console loads them with its layout (and again for a language the reader switches to).
 * en-US has no overrides of its own: its fallback, en, carries them.
 */
const catalogues: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./staff-console.en.json'),
  fr: () => import('./staff-console.fr.json'),
};

const loaded = new Map<string, Promise<void>>();
let following = false;

function load(language: string): Promise<void> {
  const read = catalogues[language];
  if (!read) return Promise.resolve();
  let done = loaded.get(language);
  if (!done) {
    done = read().then(
      (catalogue) => {
        i18n.addResourceBundle(language, 'translation', catalogue.default, true, false);
      },
      (error: unknown) => {
        loaded.delete(language);
        throw error;
      },
    );
    loaded.set(language, done);
  }
  return done;
}

/** Loads the console's texts in the reader's language and its fallbacks; resolves once they are there. */
export async function loadConsoleTexts(): Promise<void> {
  if (!following) {
    following = true;
    i18n.on('languageChanged', () => void loadConsoleTexts().catch(() => undefined));
  }
  const languages = i18n.languages?.length ? i18n.languages : [i18n.language ?? 'en'];
  await Promise.all(languages.map(load));
}
