import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import '../i18n';
import i18n from '../i18n';
import { loadTexts, TEXT_FILES, type TextPart } from '../i18n/texts';
import { resetPageState } from '../lib/page-state';
import { fakeMatchMedia } from './match-media';

// Routes load their screens as lazy chunks; on a busy machine the first import takes more than the default
// 1 s of findBy*/waitFor. Waiting longer never hides a failure, it only stops a slow import from being one.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia (Mantine's useMediaQuery and color scheme need it).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = fakeMatchMedia(() => false);
}
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

await i18n.changeLanguage('en');
// Screens rendered on their own, not through the router table, read their feature catalogues too.
await loadTexts(Object.keys(TEXT_FILES) as TextPart[]);

// Test files share one page (no isolation between files, see vitest.config.ts): each starts from a fresh
// page's state — storage empty, at '/', every module's page state forgotten.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  resetPageState();
});
