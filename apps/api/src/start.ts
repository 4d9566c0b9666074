import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, configWarnings } from './config';
import { openDatabase } from './db/client';
import { terminalLogOptions } from './lib/log-format';
import { startSessionPurge } from './modules/auth';
import { createHub } from './realtime/hub';
import { isEmpty, seedDemoData } from './seed';
import { drain } from './shutdown';

/**
 * The server proper: migrates (and seeds) the database, builds the app, listens and drains on
 * SIGTERM/SIGINT. Imported by server.ts once tracing, if configured, has started; `onDrained` runs last
 * (the tracer flushes its spans).
 */
export async function startServer(config: Config, onDrained?: () => Promise<void>): Promise<void> {
  const shutdown = config.shutdown ?? { graceMs: 2_000, timeoutMs: 20_000 };
  const database = await openDatabase(config.database);
  await database.migrate();
  if (config.seedDemo && (await isEmpty(database.db))) await seedDemoData(database.db);

  // At a terminal the log reads as lines a person can scan; piped or collected, it stays pino's JSON.
  const app = await buildApp({ config, database, logger: terminalLogOptions() });
  // Loud at start: a production database with embedded-mode defaults for links and device cookies.
  for (const warning of configWarnings(process.env, config)) app.log.warn(warning);
  const address = await app.listen({ port: config.port, host: config.host });
  app.hub = await createHub(app);
  // Purged sessions: this instance's cached copies dropped, their live sockets closed on every instance.
  const stopSessionPurge = startSessionPurge(database.db, {
    policy: config.session,
    log: app.log,
    onDeleted: (ids) => app.sessionCache.purged(ids),
  });
  app.log.info(
    { driver: database.driver, realtime: app.hub.adapter, address, pid: process.pid },
    `Fairway is ready on ${config.publicOrigin}`,
  );

  // SIGTERM/SIGINT drain (shutdown.ts); past SHUTDOWN_TIMEOUT_MS close-with-grace exits with code 1.
  closeWithGrace({ delay: shutdown.timeoutMs }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await drain(app, database, { ...shutdown, stopBackground: stopSessionPurge });
    await onDrained?.();
  });
}
