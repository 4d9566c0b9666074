import { loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * `npm run migrate`: applies the pending migrations to the configured database and exits, so an upgrade
 * can migrate once before rolling the instances (which then find nothing to do). On PostgreSQL it takes
 * the same advisory lock as every starting instance, so running it beside them is safe.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log(`migrations applied (${database.driver})`);
} finally {
  await database.close();
}
