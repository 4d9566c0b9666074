import type { Plugin } from 'vite';

const ROOT = '<div id="root"></div>';
/** A stylesheet link on a line of its own, as Vite writes them. */
const STYLESHEET = /^[ \t]*<link rel="stylesheet"[^>]*>[ \t]*\n/gm;

/**
 * Moves the page's stylesheet links from the head to just after `#root`. In the head they block the
 * first paint until they have downloaded. After `#root` they block only what follows them, so the
 * top bar the server draws into `#root` (styled inline) paints as soon as the HTML arrives. The app's
 * module scripts still wait for them: a deferred script runs only once the page has no pending
 * stylesheet, so React never renders unstyled. A page without `#root` is left as it is.
 */
export function stylesheetsAfterRoot(html: string): string {
  if (!html.includes(ROOT)) return html;
  const links = html.match(STYLESHEET)?.map((link) => link.trim()) ?? [];
  if (links.length === 0) return html;
  return html.replace(STYLESHEET, '').replace(ROOT, `${ROOT}\n    ${links.join('\n    ')}`);
}

export function stylesheetsAfterRootPlugin(): Plugin {
  return {
    name: 'fairway:stylesheets-after-root',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsAfterRoot },
  };
}
