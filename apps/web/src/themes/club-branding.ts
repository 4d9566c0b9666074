import type { ClubTheme } from '@fairway/contracts';

const CLUB_CLASS = /^club-\d+$/;

/** The root element wears one `club-{id}` class so club CSS can target it. */
export function applyClubClass(root: HTMLElement, clubId: number): void {
  for (const cls of [...root.classList]) if (CLUB_CLASS.test(cls)) root.classList.remove(cls);
  root.classList.add(`club-${clubId}`);
}

/** The document's own favicon, else the one the server draws from the club's brand colour. */
export function faviconHref(clubId: number, faviconUrl: string | null = null): string {
  return faviconUrl ?? `/img/icons/${clubId}.ico`;
}

export function applyFavicon(doc: Document, href: string): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') === href) return;
  link.type = 'image/x-icon';
  link.href = href;
}

const loadedFamilies = new Set<string>();

/** Loads each font family once per page, whichever club asks for it first. */
export function loadFonts(
  fonts: ClubTheme['fonts'],
  fontSet: Pick<FontFaceSet, 'add'> | undefined = typeof document === 'undefined'
    ? undefined
    : document.fonts,
): Promise<void>[] {
  if (!fontSet || typeof FontFace === 'undefined') return [];
  const pending: Promise<void>[] = [];
  for (const font of fonts) {
    if (loadedFamilies.has(font.family)) continue;
    loadedFamilies.add(font.family);
    const face = new FontFace(font.family, `url(${font.src}) format('${font.format}')`);
    fontSet.add(face);
    pending.push(
      face.load().then(
        () => undefined,
        (error: unknown) => console.warn(`Font ${font.family} failed to load`, error),
      ),
    );
  }
  return pending;
}

export function loadedFontFamilies(): ReadonlySet<string> {
  return loadedFamilies;
}
