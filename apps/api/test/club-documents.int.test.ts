import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ClubContent, firstScreenCalls, themeCssVariables, ZClubContent } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { saveClubDocument } from '../src/modules/clubs/club-documents';
import { findClubContent } from '../src/modules/courses/club-repository';
import { sessionCookieFor, useTestApp } from './helpers';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-shell-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en" class="club-0">\n  <head>\n    <link rel="icon" type="image/x-icon" href="/img/icons/0.ico" />\n    <link rel="manifest" href="/manifest.webmanifest">\n    <title>Fairway</title>\n  </head>\n  <body><div id="root"></div>\n    <link rel="stylesheet" crossorigin href="/assets/index-0.css">\n  </body>\n</html>\n',
);

// What the web build writes beside its manifest: each screen's chunks (apps/web/build/route-chunks.ts).
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, '.vite/route-chunks.json'),
  JSON.stringify([
    { path: '/', requiresAuth: true, modules: ['assets/dashboard-page-1.js'], styles: ['assets/dash-2.css'] },
    { path: '/Bookings', requiresAuth: true, modules: ['assets/dashboard-page-1.js'], styles: [] },
    { path: '/login', requiresAuth: false, modules: ['assets/login-page-3.js'], styles: [] },
  ]),
);

const clone = (doc: ClubContent): ClubContent => structuredClone(doc);

describe('club documents: validated writes, cache, favicon and themed page shell', () => {
  const ctx = useTestApp({ config: { webDist } });
  const stored = (clubId: number) => findClubContent(ctx.database.db, clubId);

  async function refusal(clubId: number, doc: unknown): Promise<AppError> {
    const error = await saveClubDocument(ctx.database.db, clubId, doc).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('refuses invalid documents field by field and changes nothing', async () => {
    const before = (await stored(151))!;
    const bad: [string, (d: ClubContent) => void][] = [
      ['clubName', (d) => (d.clubName = 'Foxhill\u0000Heath')],
      ['loginText', (d) => (d.loginText = 'x'.repeat(2001))],
      ['theme.primaryColor', (d) => (d.theme.primaryColor = 'red')],
      ['theme.logoUrl', (d) => (d.theme.logoUrl = 'javascript:alert(1)')],
      ['theme.faviconUrl', (d) => (d.theme.faviconUrl = '//evil.example/x.ico')],
      [
        'theme.fonts.0.src',
        (d) => d.theme.fonts.push({ family: 'X', src: 'http://a.example/x.woff2', format: 'woff2' }),
      ],
      ['theme.fontFamily', (d) => (d.theme.fontFamily = 'Arial;} body{display:none')],
      [
        'theme.buddiesTextPlural',
        (d) => ((d.theme as { buddiesTextPlural: string }).buddiesTextPlural = 'Pals'),
      ],
      ['clubId', (d) => (d.clubId = 537)],
    ];
    for (const [field, breakIt] of bad) {
      const doc = clone(before);
      breakIt(doc);
      const error = await refusal(151, doc);
      expect(error.code, field).toBe('VALIDATION');
      expect(Object.keys(error.fields ?? {}), field).toContain(field);
    }
    expect((await refusal(151, null)).code).toBe('VALIDATION');
    expect(await stored(151)).toEqual(before);
  });

  it('refuses a document for an unknown club and writes nothing', async () => {
    const doc = { ...clone((await stored(151))!), clubId: 999 };
    expect((await refusal(999, doc)).code).toBe('CLUB_NOT_FOUND');
    expect(await stored(999)).toBeNull();
  });

  it('serves documents from the cache and drops the copy when a document is saved', async () => {
    const url = '/api/clubs/259/content';
    const original = ZClubContent.parse((await ctx.app.inject({ url })).json());
    // A write that bypasses the store is not seen: the document is served from memory.
    await saveClubDocument(ctx.database.db, 259, { ...original, loginText: 'Behind the cache' });
    expect((await ctx.app.inject({ url })).json().loginText).toBe(original.loginText);
    // Through the store the copy is dropped, and the next read sees the write.
    await ctx.app.clubDocuments.save(259, { ...original, loginText: 'Saved through the store' });
    expect((await ctx.app.inject({ url })).json().loginText).toBe('Saved through the store');
    // Unknown keys are not stored.
    await ctx.app.clubDocuments.save(259, { ...original, extra: 'dropped' });
    expect(await stored(259)).toEqual(original);
  });

  it('answers an unknown club with 404 and caches no miss', async () => {
    expect((await ctx.app.inject({ url: '/api/clubs/4242/content' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/img/icons/4242.ico' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/img/icons/abc.ico' })).statusCode).toBe(404);
  });

  it("draws each club's favicon from its document's colour", async () => {
    const icon = await ctx.app.inject({ url: '/img/icons/151.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    // The disc's pixels are stored as BGRA: #14532d → 2d 53 14 ff.
    expect(icon.rawPayload.includes(Buffer.from([0x2d, 0x53, 0x14, 0xff]))).toBe(true);
    const again = await ctx.app.inject({
      url: '/img/icons/151.ico',
      headers: { 'if-none-match': String(icon.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const doc = clone((await stored(238))!);
    doc.theme.primaryColor = '#123456';
    await ctx.app.clubDocuments.save(238, doc);
    const recoloured = await ctx.app.inject({ url: '/img/icons/238.ico' });
    expect(recoloured.rawPayload.includes(Buffer.from([0x56, 0x34, 0x12, 0xff]))).toBe(true);
  });

  it('gives each club its own installable app: a manifest with its names and colour, and an icon', async () => {
    const res = await ctx.app.inject({ url: '/manifest/563.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const doc = (await stored(563))!;
    expect(res.json()).toMatchObject({
      name: doc.clubName,
      short_name: doc.clubNameShort,
      theme_color: doc.theme.primaryColor,
      display: 'standalone',
      start_url: '/',
    });
    const [icon] = res.json<{ icons: { src: string }[] }>().icons;
    const svg = await ctx.app.inject({ url: icon!.src });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain(`fill="${doc.theme.primaryColor}"`);
    // A club's new colour is its app's at once.
    const recoloured = clone(doc);
    recoloured.theme.primaryColor = '#204060';
    await ctx.app.clubDocuments.save(563, recoloured);
    expect((await ctx.app.inject({ url: '/manifest/563.webmanifest' })).json().theme_color).toBe('#204060');
    for (const url of ['/manifest/4242.webmanifest', '/manifest/abc.webmanifest', '/manifest/563.json'])
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    expect((await ctx.app.inject({ url: '/img/icons/4242.svg' })).statusCode).toBe(404);
  });

  describe('index.html themed before first paint', () => {
    const shell = async (url: string, cookie?: string) => {
      const res = await ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const bootstrap = /<script id="fairway-club" type="application\/json">(.*?)<\/script>/s.exec(res.body);
      return { html: res.body, document: ZClubContent.parse(JSON.parse(bootstrap?.[1] ?? 'null')) };
    };

    it('themes a club login page with its class, colours, fonts, favicon, title and document', async () => {
      const { html, document } = await shell('/login/Foxhill%20Heath/151?returnUrl=%2F');
      // The stored document, with the network's defaults for the page fields it leaves out.
      expect(document).toMatchObject((await stored(151))!);
      expect(html).toContain('<html lang="en" class="club-151">');
      const vars = themeCssVariables(document.theme);
      expect(html).toContain(`--mantine-primary-color-filled:${vars['--mantine-primary-color-filled']};`);
      expect(html).toContain(`--mantine-font-family-headings:${document.theme.headingFontFamily};`);
      expect(html).toContain('<link rel="icon" type="image/x-icon" href="/img/icons/151.ico" />');
      expect(html).toContain('<link rel="manifest" href="/manifest/151.webmanifest">');
      expect(html).not.toContain('/manifest.webmanifest');
      expect(html).toContain('<title>Foxhill Heath Golf Club</title>');
      expect((await shell('/register/537')).document.clubId).toBe(537);
    });

    it("themes other pages by the signed-in member's home club, else the default club", async () => {
      expect((await shell('/')).document.clubId).toBe(0);
      expect((await shell('/dashboard')).document.clubId).toBe(0);
      const cookie = await sessionCookieFor(ctx, 'rounds@example.com');
      expect((await shell('/dashboard', cookie)).document.clubId).toBe(537);
      // An unknown club in the address wears the default club's theme.
      expect((await shell('/login/Nowhere/4242')).document.clubId).toBe(0);
    });

    it("carries the session check's answer, the member's summary included, and is private", async () => {
      const sessionIn = (html: string) =>
        JSON.parse(
          /<script id="fairway-session" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
        );
      const navigate = { 'sec-fetch-mode': 'navigate' };
      const signedOut = await ctx.app.inject({ url: '/', headers: navigate });
      expect(sessionIn(signedOut.body).session).toEqual({ isAuthenticated: false, isImpersonating: false });
      expect(signedOut.headers['cache-control']).toBe('private, no-cache');
      const cookie = await sessionCookieFor(ctx, 'rounds@example.com');
      const page = sessionIn(
        (await ctx.app.inject({ url: '/Bookings', headers: { cookie, ...navigate } })).body,
      );
      const api = (
        await ctx.app.inject({ url: '/api/account/session?include=member', headers: { cookie } })
      ).json();
      expect(page.session).toEqual(api);
      expect(page.session.member.HomeClubId).toBe(537);
      expect(typeof page.at).toBe('number');
      // A cookie of no live session is a signed-out page.
      const stale = await ctx.app.inject({
        url: '/',
        headers: { cookie: `${cookie.split('=')[0]}=nope`, ...navigate },
      });
      expect(sessionIn(stale.body).session.isAuthenticated).toBe(false);
    });

    it('carries no session in a copy fetched by the service worker (kept for whoever comes next)', async () => {
      const cookie = await sessionCookieFor(ctx, 'rounds@example.com');
      for (const headers of [{ cookie }, { cookie, 'sec-fetch-mode': 'same-origin' }, {}]) {
        const res = await ctx.app.inject({ url: '/', headers });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('fairway-session');
        expect(res.body).not.toContain('rounds@example.com');
      }
      // Still themed by the signed-in member's home club, as before.
      const themed = await ctx.app.inject({ url: '/', headers: { cookie } });
      expect(themed.body).toContain('class="club-537');
    });

    it("draws the top bar with the club's name before the app runs, not on pages without it", async () => {
      const withBar = await shell('/booking/clubs');
      expect(withBar.html).toContain(`<span class="fw-boot-full">${withBar.document.clubName}</span>`);
      const login = await shell('/login/Foxhill%20Heath/151');
      expect(login.html).not.toContain('fw-boot');
      expect(login.html).toContain('<div id="root"></div>');
      // The staff console draws its own header: no member top bar first.
      expect((await shell('/staff/content')).html).not.toContain('fw-boot');
    });

    it("starts the shown screen's chunks in the page a browser navigates to, a signed-in screen only when signed in", async () => {
      const navigate = { 'sec-fetch-mode': 'navigate' };
      const dashboard = '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-1.js" />';
      const cookie = await sessionCookieFor(ctx, 'rounds@example.com');
      const signedIn = (await ctx.app.inject({ url: '/Bookings', headers: { cookie, ...navigate } })).body;
      expect(signedIn).toContain(dashboard);
      const home = (await ctx.app.inject({ url: '/', headers: { cookie, ...navigate } })).body;
      // The chunks in the head, after the page's own scripts and links; the screen's stylesheet at the end
      // of the body, after the app's own.
      expect(home.indexOf(dashboard)).toBeLessThan(home.indexOf('</head>'));
      const style = '<link rel="stylesheet" crossorigin href="/assets/dash-2.css" />';
      expect(home.indexOf(style)).toBeGreaterThan(home.indexOf('/assets/index-0.css'));
      expect(home.indexOf(style)).toBeLessThan(home.indexOf('</body>'));
      expect(home).not.toContain('as="style"');
      expect((await ctx.app.inject({ url: '/', headers: navigate })).body).not.toContain('modulepreload');
      expect((await ctx.app.inject({ url: '/login', headers: navigate })).body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/login-page-3.js" />',
      );
      // The service worker's copy is kept for later visits to any page: it starts no screen's chunks.
      expect((await ctx.app.inject({ url: '/', headers: { cookie } })).body).not.toContain('modulepreload');
    });

    it("carries the first screen's call answers, exactly as the calls answer them, to a signed-in navigation only", async () => {
      const answersIn = (html: string) =>
        JSON.parse(
          /<script id="fairway-answers" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
        );
      const navigate = { 'sec-fetch-mode': 'navigate' };
      const cookie = await sessionCookieFor(ctx, 'member@example.com');
      const before = Date.now();
      const page = answersIn((await ctx.app.inject({ url: '/', headers: { cookie, ...navigate } })).body);
      expect(page.at).toBeGreaterThanOrEqual(before);
      expect(Object.keys(page.answers).toSorted()).toEqual(firstScreenCalls('/', '', 151).toSorted());
      for (const [url, answer] of Object.entries(page.answers)) {
        expect(answer, url).toEqual((await ctx.app.inject({ url, headers: { cookie } })).json());
      }
      // Another screen: the layout's calls only.
      const account = answersIn(
        (await ctx.app.inject({ url: '/Account', headers: { cookie, ...navigate } })).body,
      );
      expect(Object.keys(account.answers).toSorted()).toEqual(
        firstScreenCalls('/Account', '', 151).toSorted(),
      );
      expect(account.answers['/api/bookings/upcoming']).toBeUndefined();
      // The plain explore list: its first page too.
      const explore = answersIn(
        (await ctx.app.inject({ url: '/explore', headers: { cookie, ...navigate } })).body,
      );
      expect(Object.keys(explore.answers).toSorted()).toEqual(
        firstScreenCalls('/explore', '', 151).toSorted(),
      );
      expect(explore.answers['/api/explore/clubs?sortBy=0&numClubsToReturn=10'].clubs).toHaveLength(10);
      // A course-day named in full: its tee times, the member's buddies and the booking club's details.
      const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const search = `?Date=${day}&Players=2&Juniors=0`;
      const teeTimes = answersIn(
        (await ctx.app.inject({ url: `/booking/clubs/563/56301${search}`, headers: { cookie, ...navigate } }))
          .body,
      );
      const calls = firstScreenCalls('/booking/clubs/563/56301', search, 151);
      expect(calls).toContain(`/api/teetimes?clubId=563&courseId=56301&date=${day}&players=2&juniors=0`);
      expect(Object.keys(teeTimes.answers).toSorted()).toEqual(calls.toSorted());
      // The day's release line too (the waiting room comes first on the day about to open), as the API answers.
      const lines = `/api/release-lines?clubId=563&courseId=56301&date=${day}`;
      expect(teeTimes.answers[lines]).toEqual(
        (await ctx.app.inject({ url: lines, headers: { cookie } })).json(),
      );
      // No member, or the service worker's copy kept for whoever comes next: nothing of anyone's.
      expect((await ctx.app.inject({ url: '/', headers: navigate })).body).not.toContain('fairway-answers');
      expect((await ctx.app.inject({ url: '/', headers: { cookie } })).body).not.toContain('fairway-answers');
    });

    it('keeps club text from breaking out of the bootstrap script', async () => {
      const doc = clone((await stored(260))!);
      doc.loginText = '</script><script>alert(1)</script> $& $1';
      await ctx.app.clubDocuments.save(260, doc);
      const { html, document } = await shell('/login/Eastcliff/260');
      expect(document.loginText).toBe(doc.loginText);
      expect(html).not.toContain('<script>alert(1)');
    });

    it('never sends index.html unthemed', async () => {
      expect((await ctx.app.inject({ url: '/index.html' })).statusCode).toBe(404);
    });
  });
});
