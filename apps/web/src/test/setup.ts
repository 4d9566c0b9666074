import { configure } from '@testing-library/react';
import '../i18n';
import i18n from '../i18n';

// Routes load their screens as lazy chunks; on a busy machine the first import takes more than the default
// 1 s of findBy*/waitFor. Waiting longer never hides a failure, it only stops a slow import from being one.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia (Mantine's useMediaQuery and color scheme need it).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

await i18n.changeLanguage('en');
