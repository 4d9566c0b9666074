import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createPlayer } from './buddy-fixtures';
import { useTestApp } from './helpers';
import { freshDate, lineApi, makeLine, travel } from './line-fixtures';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/verify-line.mjs');

/** `scripts/verify-line.mjs` against a real opened line over HTTP, and against a tampered audit. */
describe('verify-line script', () => {
  const ctx = useTestApp();

  const verify = (baseUrl: string, id: number, cookie: string) =>
    run(process.execPath, [SCRIPT, baseUrl, String(id)], {
      env: { ...process.env, FAIRWAY_COOKIE: cookie },
    }).then(
      (r) => ({ code: 0, out: r.stdout.trim() }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout.trim() }),
    );

  it('prints "verified" for an opened line (drawn and late tickets), and the first difference for a tampered audit', async () => {
    const db = ctx.database.db;
    const now = Date.now();
    const { id } = await makeLine(db, {
      date: freshDate(),
      gathersAt: new Date(now - 60_000),
      opensAt: new Date(now + 10 * 60_000),
    });
    const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(db, { homePoints: 500 })));
    for (const p of players.slice(0, 5))
      expect((await lineApi(ctx.app, p.cookie).join(id)).statusCode).toBe(201);
    await travel(db, id, 10 * 60_000);
    expect((await lineApi(ctx.app, players[5]!.cookie).join(id)).json().Position).toBe(6);

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await verify(address, id, players[0]!.cookie)).toEqual({ code: 0, out: 'verified' });

    // The same audit with the first two places swapped, served from elsewhere: the script names it.
    const audit = (await lineApi(ctx.app, players[0]!.cookie).audit(id)).json();
    expect(audit.Order).toHaveLength(6);
    [audit.Order[0], audit.Order[1]] = [audit.Order[1], audit.Order[0]];
    const fake = createServer((_req, res) => res.end(JSON.stringify(audit)));
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = fake.address() as AddressInfo;
      const result = await verify(`http://127.0.0.1:${port}`, id, 'x=y');
      expect(result.code).toBe(1);
      expect(result.out).toMatch(/^order position 1: expected /);
    } finally {
      fake.close();
    }
  });
});
