import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, newKey, slotTime } from './booking-fixtures';
import { databaseUrl, testDatabasePrefix } from './global-setup';
import { testConfig, useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('backup mid-traffic and restore into a new database (PostgreSQL)', () => {
  const ctx = useTestApp();
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const restoredName = `${testDatabasePrefix()}restored_${randomBytes(4).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-backup-'));
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  afterAll(async () => {
    await admin(`drop database if exists ${restoredName} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while bookings commit, restores, and an instance on the copy is ready with the invariants intact', async () => {
    const member = await createMember(ctx.database.db, { homePoints: 100_000 });
    let running = true;
    let booked = 0;
    const traffic = (async () => {
      for (let n = 0; running; n++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie: member.cookie, 'idempotency-key': newKey() },
          payload: {
            clubId: 151,
            courseId: DEMO_COURSE.heath,
            time: slotTime(3 + (n % 9), `${String(7 + (n % 10)).padStart(2, '0')}:20`),
            players: 1,
            juniors: 0,
          },
        });
        if (res.statusCode === 201) booked++;
      }
    })();
    // The backup starts once traffic is committing and runs beside it.
    while (booked < 3) await new Promise((resolve) => setImmediate(resolve));
    const file = path.join(dir, 'fairway.dump');
    const backup = await run('bash', [path.join(repoRoot, 'scripts/backup.sh'), file], {
      env: { ...process.env, DATABASE_URL: ctx.database.url! },
    });
    running = false;
    await traffic;
    expect(backup.stdout.trim()).toBe(file);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    await admin(`create database ${restoredName}`);
    const target = databaseUrl(adminUrl, restoredName);
    await run('bash', [path.join(repoRoot, 'scripts/restore.sh'), file, target]);
    // A second restore into the now non-empty database is refused, changing nothing.
    await expect(
      run('bash', [path.join(repoRoot, 'scripts/restore.sh'), file, target]),
    ).rejects.toMatchObject({
      code: 3,
    });

    const restored = await openDatabase({ driver: 'postgres', url: target, poolMax: 3 });
    const app = await buildApp({ config: testConfig(), database: restored, logger: false });
    try {
      await restored.migrate();
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      const upcoming = await app.inject({
        method: 'GET',
        url: '/api/bookings/upcoming',
        headers: { cookie: member.cookie },
      });
      expect(upcoming.statusCode).toBe(200);
      expect(upcoming.json().length).toBeGreaterThanOrEqual(3);
      expect(await invariantViolations(restored.db)).toEqual(noViolations);
    } finally {
      await app.close();
      await restored.close();
    }
  }, 120_000);
});
