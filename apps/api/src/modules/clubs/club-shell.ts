import {
  type ClubContent,
  type Session,
  SHELL_BOOTSTRAP_IDS,
  THEME_VARIABLES_SELECTOR,
  themeCssVariables,
} from '@fairway/contracts';
import { manifestHrefOf } from './club-manifest';
import { faviconHrefOf } from './favicon';
import type { ScreenLinks } from './screen-preloads';

/** Id of the script element that hands the shown club's document to the web app. */
export const CLUB_BOOTSTRAP_ID = SHELL_BOOTSTRAP_IDS.club;
/** Id of the script element that hands the session check's answer (with the member) to the web app. */
export const SESSION_BOOTSTRAP_ID = SHELL_BOOTSTRAP_IDS.session;
/** Id of the script element that hands the first screen's call answers to the web app. */
export const ANSWERS_BOOTSTRAP_ID = SHELL_BOOTSTRAP_IDS.answers;

/** The session check as `GET /api/account/session?include=member` answers it, and when (epoch ms). */
export interface ShellSession {
  session: Session;
  at: number;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: no "</script>", no "<!--", and the two line separators JavaScript dislikes. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The club named by a /login/{name}/{id} or /register/{id} address, or by a public club page
 * (/Club, /PointsMatrix, /RoundsMatrix, /T&Cs, /Help with /{name}/{id}). Without one, a page shell shows
 * the signed-in member's home club, else the default club, as the web app decides.
 */
export function clubIdInPath(urlPath: string): number | null {
  const match =
    /^\/(?:(?:login|Club|PointsMatrix|RoundsMatrix|T&Cs|T%26Cs|Help)\/[^/]+|register)\/(\d{1,10})\/?$/.exec(
      urlPath,
    );
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/**
 * Pages the web app shows without the member layout's top bar: no top bar is drawn before they render
 * (the staff console has its own header).
 */
const WITHOUT_LAYOUT = /^\/(?:login|register|magiclink|2FA|Error\/Offline|staff)(?:\/|$)/i;

/**
 * The top bar with the club's name (its short name on a phone), drawn in #root so the page paints
 * before the app's scripts have run; React's first render replaces it. Same height and colours as the
 * app's bar, so nothing moves when it does.
 */
export function bootBar(urlPath: string, document: ClubContent): string {
  if (WITHOUT_LAYOUT.test(urlPath)) return '';
  const short = document.clubNameShort || document.clubName;
  return `<div class="fw-boot" aria-hidden="true"><span class="fw-boot-full">${escapeHtml(document.clubName)}</span><span class="fw-boot-short">${escapeHtml(short)}</span></div>`;
}

/**
 * index.html themed for one club before any script runs: the `club-{id}` class, the Mantine colour,
 * font and radius variables, favicon, web app manifest, title, theme colour, and the document itself for the app's query
 * cache, so React's first render is the page already shown, and the session check's answer when given.
 * Every value comes from a validated document (hex colours, font stacks of letters and quotes, URLs
 * without quotes or brackets).
 */
export interface ShellExtras {
  /** The session check's answer, for a page a browser navigates to. */
  session?: ShellSession;
  /** The page's path: pages with the layout get the boot top bar. */
  urlPath?: string;
  /** Link tags for the shown screen's chunks, after the entry's own, and its stylesheets (./screen-preloads). */
  screen?: ScreenLinks;
  /** The first screen's GET calls answered (`firstScreenCalls`), by path, and when. */
  answers?: { at: number; answers: Record<string, unknown> };
}

export function renderClubShell(
  template: string,
  document: ClubContent,
  { session, urlPath, screen, answers }: ShellExtras = {},
): string {
  const { clubId, theme } = document;
  const variables = Object.entries(themeCssVariables(theme))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  const head = [
    `<style id="${CLUB_BOOTSTRAP_ID}-theme">${THEME_VARIABLES_SELECTOR}{${variables}}</style>`,
    `<meta name="theme-color" content="${theme.primaryColor}" />`,
    `<script id="${CLUB_BOOTSTRAP_ID}" type="application/json">${scriptJson(document)}</script>`,
    // The first render needs no session round trip: the app seeds its session query with this answer.
    ...(session
      ? [`<script id="${SESSION_BOOTSTRAP_ID}" type="application/json">${scriptJson(session)}</script>`]
      : []),
    ...(answers
      ? [`<script id="${ANSWERS_BOOTSTRAP_ID}" type="application/json">${scriptJson(answers)}</script>`]
      : []),
    ...(screen?.modules ? [screen.modules] : []),
  ].join('\n    ');
  const icon = escapeHtml(faviconHrefOf(clubId, theme.faviconUrl));
  // Replacer functions: a "$" in a club's text must not read as a replacement pattern.
  return (
    template
      .replace(
        /(<html\b[^>]*\bclass=")club-\d+(")/,
        (_, open: string, close: string) => `${open}club-${clubId}${close}`,
      )
      .replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" type="image/x-icon" href="${icon}" />`)
      // The installed app is the club's (name, colour, icon), as the favicon is.
      .replace(/<link rel="manifest"[^>]*>/, () => `<link rel="manifest" href="${manifestHrefOf(clubId)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(document.clubName)}</title>`)
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${urlPath ? bootBar(urlPath, document) : ''}</div>`,
      )
      .replace('</body>', () => (screen?.styles ? `  ${screen.styles}\n  </body>` : '</body>'))
  );
}
