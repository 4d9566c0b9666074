import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CLUB_ID, firstScreenCalls } from '@fairway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findLiveSessionById, sessionIdOf } from '../../plugins/session-repository';
import { invalidateReference } from '../courses';
import { findClubReach, getMemberSummary } from '../members';
import { connectClubDocumentBroadcast } from './club-document-broadcast';
import { ClubDocumentStore } from './club-document-store';
import { clubManifest, drawAppIcon } from './club-manifest';
import { clubIdInPath, renderClubShell, type ShellExtras, type ShellSession } from './club-shell';
import { drawFavicon } from './favicon';
import { loadScreenPreloads } from './screen-preloads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Club documents, cached per instance and invalidated on every instance when one is saved. */
    clubDocuments: ClubDocumentStore;
    /** index.html themed for the club the request shows; null when there is no built web app. */
    clubShell: (request: FastifyRequest) => Promise<string | null>;
  }
}

/**
 * Club branding outside /api: the document cache and its cross-instance invalidation, favicons drawn
 * from each document, and the SPA's index.html themed before first paint.
 */
export const clubBrandingPlugin = fp(async (app: FastifyInstance) => {
  const store = new ClubDocumentStore(app.db);
  // The booking rules read switches, notes and ballot windows from the same documents (reference-cache).
  store.onInvalidate = (clubId) => invalidateReference(app.db, clubId ?? undefined);
  store.broadcast = await connectClubDocumentBroadcast(
    app.config,
    { club: (clubId) => store.invalidate(clubId), all: () => store.invalidateAll() },
    app.log,
  );
  app.decorate('clubDocuments', store);
  app.addHook('onClose', async () => store.broadcast.close());

  const indexFile = path.join(app.config.webDist, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const screenPreloads = loadScreenPreloads(app.config.webDist);

  /**
   * The answer `GET /api/account/session?include=member` would give this request (the same session
   * cache and lookup as the API's session hook, read-only): the page carries it, so the app's first
   * render needs no round trip, and the home club of a signed-in member themes the page. Only a page the
   * browser navigates to carries it (`Sec-Fetch-Mode: navigate`): the copy of `/` the service worker
   * fetches when it installs is kept and served for later visits, whoever is signed in by then, so it
   * carries no session at all (the app asks), only the home club's theme as before.
   */
  const sessionOf = async (
    request: FastifyRequest,
  ): Promise<{ homeClubId: number | null; shell?: ShellSession }> => {
    const now = new Date();
    const embed = request.headers['sec-fetch-mode'] === 'navigate';
    const signedOut = {
      homeClubId: null,
      ...(embed
        ? { shell: { session: { isAuthenticated: false, isImpersonating: false }, at: now.getTime() } }
        : {}),
    };
    const token = app.sessionCookie.read(request);
    if (!token) return signedOut;
    const id = sessionIdOf(token);
    const policy = app.config.session;
    const session =
      app.sessionCache.get(id, policy, now.getTime()) ?? (await findLiveSessionById(app.db, id, policy, now));
    if (!session) return signedOut;
    const caller = { memberId: session.memberId, impersonatorId: session.impersonatorId };
    // A summary that cannot be read (the member went meanwhile): the page leaves the check to the app.
    const member = embed ? await getMemberSummary(app.db, caller).catch(() => null) : null;
    if (!member) return { homeClubId: (await findClubReach(app.db, session.memberId))?.homeClubId ?? null };
    return {
      homeClubId: member.HomeClubId,
      shell: {
        session: { isAuthenticated: true, isImpersonating: Boolean(session.impersonatorId), member },
        at: now.getTime(),
      },
    };
  };

  /**
   * What the first screen's GET calls answer for this member now, each through the app's whole pipeline
   * (`app.inject` with the page request's cookie), so the answers are exactly those the calls would get;
   * a call that does not answer 200 is left for the app to make.
   */
  const answersFor = async (request: FastifyRequest, urlPath: string, homeClubId: number) => {
    const at = Date.now();
    const cookie = request.headers.cookie ?? '';
    const search = request.url.slice(urlPath.length);
    const answered = await Promise.all(
      firstScreenCalls(urlPath, search, homeClubId).map(async (url) => {
        const reply = await app.inject({
          method: 'GET',
          url,
          headers: { cookie, accept: 'application/json' },
        });
        return reply.statusCode === 200 ? ([url, reply.json()] as const) : null;
      }),
    );
    return { at, answers: Object.fromEntries(answered.filter((entry) => entry !== null)) };
  };

  app.decorate('clubShell', async (request: FastifyRequest) => {
    if (template === null) return null;
    const urlPath = request.url.split('?')[0] ?? '/';
    const { homeClubId, shell } = await sessionOf(request);
    const clubId = clubIdInPath(urlPath) ?? homeClubId ?? DEFAULT_CLUB_ID;
    const document = (await store.get(clubId)) ?? (await store.get(DEFAULT_CLUB_ID));
    if (!document) return template;
    // Only a page a browser navigates to carries the session, its screen's chunks and its calls' answers.
    const member = shell?.session.member;
    const extras: ShellExtras = {
      session: shell,
      urlPath,
      ...(shell ? { screen: screenPreloads(urlPath, shell.session.isAuthenticated) } : {}),
      answers: member ? await answersFor(request, urlPath, member.HomeClubId) : undefined,
    };
    return renderClubShell(template, document, extras);
  });

  /** The club document a `/…/{clubId}.{ext}` file names, or null (not a club id, no such club). */
  const documentOfFile = async (file: string, ext: string) => {
    const match = new RegExp(`^(\\d{1,10})\\.${ext}$`).exec(file);
    const clubId = match ? Number(match[1]) : Number.NaN;
    return clubId <= 2_147_483_647 ? await store.get(clubId) : null;
  };

  app.get<{ Params: { file: string } }>(
    '/img/icons/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const svg = request.params.file.endsWith('.svg');
      const document = await documentOfFile(request.params.file, svg ? 'svg' : 'ico');
      if (!document) return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such icon.' });
      const etag = `"${svg ? 'svg-' : ''}${document.theme.primaryColor.slice(1).toLowerCase()}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      if (svg) return reply.type('image/svg+xml').send(drawAppIcon(document.theme.primaryColor));
      return reply.type('image/x-icon').send(drawFavicon(document.theme.primaryColor));
    },
  );

  // Each club's web app manifest (its pages link to it): installed from a club, the app is that club's.
  app.get<{ Params: { file: string } }>(
    '/manifest/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const document = await documentOfFile(request.params.file, 'webmanifest');
      if (!document) return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such manifest.' });
      return reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json')
        .send(JSON.stringify(clubManifest(document)));
    },
  );
});
