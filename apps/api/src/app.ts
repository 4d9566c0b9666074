import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { COMPRESSION } from './lib/compression';
import { type LoggerOptions, loggerOptions } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { replySerializerCompiler } from './lib/reply-serializer';
import { apiModules } from './modules';
import type { BuddyDeps } from './modules/buddies';
import { type PayDeps, ReceiptOutbox, receiptHook } from './modules/checkout';
import { clubBrandingPlugin } from './modules/clubs';
import { listClubPoints } from './modules/explore';
import { jobsPlugin } from './modules/jobs';
import { sessionMembers } from './modules/members';
import { createNotifier, type Notifier } from './modules/notifications';
import { gatewayFor, type PaymentGateway } from './modules/payments';
import { auditPlugin } from './modules/staff';
import { registerTiles } from './modules/tiles';
import { registerCalendarFeed } from './modules/your-data';
import { errorsPlugin, frameworkErrorReply } from './plugins/errors';
import { lifecyclePlugin } from './plugins/lifecycle';
import { limitsPlugin } from './plugins/limits/limits-plugin';
import { metricsPlugin } from './plugins/metrics';
import { readCachePlugin } from './plugins/read-cache';
import { readReplicaPlugin } from './plugins/read-replica';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import type { Hub } from './realtime/hub';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Set by server.ts once listening; absent under app.inject. */
    hub: Hub | null;
    /** The card gateway and what runs after a paid basket is fulfilled (receipt, notification). */
    payments: PayDeps;
    /** E-mail: .eml files in the outbox by default, SMTP with SMTP_URL (lib/mailer.ts). */
    mailer: Mailer;
    /** Receipt e-mails owed by fulfilled payments, sent after the commit (checkout/receipt-outbox.ts). */
    receipts: ReceiptOutbox;
    /** Buddy events (request created, accepted, declined, booked in by a buddy), after commit. */
    buddies: BuddyDeps;
    /** The one way services notify members: written with their cause, published after commit. */
    notifier: Notifier;
  }
}

/** `logger`: false for none, or options (level, stream …) that the redaction rules are added to. */
export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: false | LoggerOptions;
  /** A test may pass its own gateway; by default the one the config names (gatewayFor). */
  paymentGateway?: PaymentGateway;
  /** Tests may pass their own mailer; by default the outbox or SMTP of the config. */
  mailer?: Mailer;
  /** Seconds between job-queue polls (tests shorten it); pg-boss's default otherwise. */
  jobsPollingIntervalSeconds?: number;
};

/** The whole server as a plugin tree, without listen(): tests drive it with app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  paymentGateway,
  mailer,
  jobsPollingIntervalSeconds,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions({ level: config.logLevel, ...logger }),
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler(config.env !== 'production'));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('hub', null);
  app.decorate(
    'notifier',
    createNotifier(() => app.hub, app.log),
  );
  app.decorate('payments', {
    gateway: paymentGateway ?? gatewayFor(config, database.db),
    onFulfilled: [],
    notifier: app.notifier,
  });
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: config.outboxDir,
        from: config.mailFrom,
        log: app.log,
      }),
  );
  app.decorate('receipts', new ReceiptOutbox({ db: database.db, mailer: app.mailer, log: app.log }));
  // The receipts being sent are sent before the mailer and the database close.
  app.addHook('onClose', async () => {
    await app.receipts.idle();
    app.mailer.close();
  });
  // After a paid basket: the receipt e-mail, owed with the fulfilment and sent after its commit (the type-5
  // notification is written with the fulfilment).
  app.payments.onFulfilled.push(receiptHook(app.receipts));
  app.decorate('buddies', { onEvent: [], notifier: app.notifier });
  // Booked in by a buddy: told in the booking's own transaction (bookings/booking-pipeline.ts).

  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin);
  await app.register(securityPlugin, { config });
  // Replies over 1 KiB (JSON, the themed page shell) are compressed for clients that accept it: brotli at
  // a fast quality, else gzip. Built assets are precompressed at build time instead (registerSpa). Request
  // bodies are never decompressed (no zip bombs; webhooks sign the bytes sent).
  await app.register(compress, {
    globalDecompression: false,
    threshold: COMPRESSION.threshold,
    encodings: [...COMPRESSION.encodings],
    brotliOptions: COMPRESSION.brotliOptions,
    syncThreshold: COMPRESSION.syncThreshold,
  });
  await app.register(cookie);
  await app.register(sessionPlugin, { config, members: sessionMembers });
  // A member's hot reads, kept until anything is written on any instance (READ_CACHE_MS at most).
  await app.register(readCachePlugin, { config });
  await app.register(readReplicaPlugin, { database });
  // Rate-limit counters (Redis with REDIS_URL, memory while it is away) and the login device cookie.
  await app.register(limitsPlugin, { config });
  // Every staff write and every impersonated action, recorded after the reply (modules/staff).
  await app.register(auditPlugin);
  await app.register(clubBrandingPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fairway API',
        version: '0.1.0',
        description: 'Members portal for points-based golf club networks',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'fairway_session' },
          // A club's API token (issue 23 §3), for /api/v1 only.
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A club API token (`fw_…`) made by the club’s staff; each route names the scope it needs.',
          },
        },
      },
      tags: [
        {
          name: 'v1',
          description:
            'Read-only API for a club’s own systems, with an API token as `Authorization: Bearer`. Versioned: v1 shapes only ever gain fields; any other change comes as /api/v2.',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );

  // Map tiles, style and glyphs (/tiles, /fonts), the clubs layer from the explore module's club points.
  await registerTiles(app, {
    publicOrigin: config.publicOrigin,
    tilesUrl: config.tilesUrl ?? undefined,
    clubPoints: () => listClubPoints(app.db),
  });
  // Members' calendar feeds (/calendar/{token}.ics): outside /api, the address calendar apps subscribe to.
  await registerCalendarFeed(app);
  await registerSpa(app, config.webDist);
  // The scheduler (JOBS_ENABLED): started once the app is ready, stopped on close.
  await app.register(jobsPlugin, { pollingIntervalSeconds: jobsPollingIntervalSeconds });
  return app;
}

/** Serves the built SPA with history-URL fallback; API paths and missing files keep JSON 404s. */
async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasSpa = fs.existsSync(`${webDist}/index.html`);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      // index.html is never sent as it is: the not-found handler below themes it for the club shown.
      index: false,
      // `npm run build` writes file.br and file.gz beside each asset (scripts/compress-assets.mjs): sent
      // with their Content-Encoding to browsers that accept them, never compressed per request.
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      // Hashed build assets never change under their name; everything else is revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The page shell is themed per request (club in the address, or the session's home club) and carries
  // the session check's answer, the member's summary included: private to the browser that asked.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(await app.clubShell(request));
  if (hasSpa) app.get('/', { schema: { hide: true } }, sendShell);
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const isFile = /\.[a-z0-9]+$/i.test(urlPath);
    const isApi = urlPath.startsWith('/api/') || urlPath.startsWith('/signalr/');
    if (!hasSpa || isFile || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${urlPath}` });
    }
    return sendShell(request, reply);
  });
}
