import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seedDemoData } from './db/seed';
import { startSessionPurge } from './modules/auth/session-purge';
import { createHub } from './realtime/hub';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
if (config.seedDemo && (await isEmpty(database.db))) await seedDemoData(database.db);

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
app.hub = await createHub(app);
// Purged sessions are dead by their own dates, which every instance's session cache checks before using a
// copy: dropping this instance's copies is enough (no broadcast of thousands of ids).
const stopSessionPurge = startSessionPurge(database.db, {
  policy: config.session,
  log: app.log,
  onDeleted: (ids) => {
    for (const id of ids) app.sessionCache.dropSession(id);
  },
});
app.log.info(
  { driver: database.driver, realtime: app.hub.adapter },
  `Fairway is ready on http://localhost:${config.port}`,
);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await stopSessionPurge();
  await app.hub?.close();
  await app.close();
  await database.close();
});
