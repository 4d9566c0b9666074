import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyClubClass, applyFavicon, faviconHref, loadedFontFamilies, loadFonts } from './club-branding';

describe('club branding', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps exactly one club class on the root element', () => {
    const root = document.createElement('html');
    root.classList.add('other', 'club-0');
    applyClubClass(root, 151);
    applyClubClass(root, 537);
    expect([...root.classList].sort()).toEqual(['club-537', 'other']);
  });

  it('points the favicon at /img/icons/{clubId}.ico unless the document names one', () => {
    expect(faviconHref(151)).toBe('/img/icons/151.ico');
    expect(faviconHref(151, '/brand/151.png')).toBe('/brand/151.png');
    applyFavicon(document, faviconHref(151));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/img/icons/151.ico');
  });

  it('loads a font family only once', () => {
    const created: string[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(family: string) {
          created.push(family);
        }
        load() {
          return Promise.resolve(this);
        }
      },
    );
    const fontSet = { add: vi.fn() };
    const font = { family: 'Club Serif', src: '/fonts/club.woff2', format: 'woff2' as const };
    loadFonts([font], fontSet as unknown as FontFaceSet);
    loadFonts([font, font], fontSet as unknown as FontFaceSet);
    expect(created).toEqual(['Club Serif']);
    expect(fontSet.add).toHaveBeenCalledTimes(1);
    expect(loadedFontFamilies().has('Club Serif')).toBe(true);
  });
});
