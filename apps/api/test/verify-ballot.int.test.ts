import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ballotApi, makeBallot } from './ballot-fixtures';
import { createPlayer } from './buddy-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/verify-ballot.mjs');

/** `scripts/verify-ballot.mjs` against a real drawn ballot over HTTP, and against a tampered audit. */
describe('verify-ballot script', () => {
  const ctx = useTestApp();

  const verify = (baseUrl: string, id: number, cookie: string) =>
    run(process.execPath, [SCRIPT, baseUrl, String(id)], {
      env: { ...process.env, FAIRWAY_COOKIE: cookie },
    }).then(
      (r) => ({ code: 0, out: r.stdout.trim() }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout.trim() }),
    );

  it('prints "verified" for a drawn ballot, and the first difference for a tampered audit', async () => {
    const db = ctx.database.db;
    const { id } = await makeBallot(db, { times: ['09:00', '09:10'] });
    const players = await Promise.all(Array.from({ length: 5 }, () => createPlayer(db, { homePoints: 500 })));
    for (const p of players)
      await ballotApi(ctx.app, p.cookie).enter(id, { players: 3, preferences: ['09:10', '09:00'] });
    expect(
      (await ballotApi(ctx.app, await sessionCookieFor(ctx, 'staff@example.com')).draw(id)).statusCode,
    ).toBe(200);

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await verify(address, id, players[0]!.cookie)).toEqual({ code: 0, out: 'verified' });

    // The same audit with two allocations swapped, served from elsewhere: the script names the difference.
    const audit = (await ballotApi(ctx.app, players[0]!.cookie).audit(id)).json();
    const [first, second] = audit.Allocations;
    audit.Allocations[0] = { ...first, Time: second.Time };
    audit.Allocations[1] = { ...second, Time: first.Time };
    const fake = createServer((_req, res) => res.end(JSON.stringify(audit)));
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = fake.address() as AddressInfo;
      const result = await verify(`http://127.0.0.1:${port}`, id, 'x=y');
      expect(result.code).toBe(1);
      expect(result.out).toMatch(/^allocation 1: expected /);
    } finally {
      fake.close();
    }
  });
});
