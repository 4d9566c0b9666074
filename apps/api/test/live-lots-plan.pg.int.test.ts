import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { createMember } from './booking-fixtures';
import { useTestApp } from './helpers';
import { pagesRead } from './history-fixtures';

/**
 * A member's live Open Play lots, read by every booking (fairway_member_inputs, twice), every basket and
 * payment (fairway_payment_inputs, three times) and every balance: on a table not yet analysed (a new
 * network, or one whose lots grew faster than autovacuum looked), the planner read every member's live lots
 * through the expiry run's index to find one member's: 2,291 rows a read in the checkout bench. The
 * member's own index (flexi_lots_live_idx) reads theirs only. Measured in pages read, as PostgreSQL runs
 * the functions, for a member among a network's 4,000 live lots and for one alone.
 */
describe('a member’s live lots (PostgreSQL)', () => {
  const ctx = useTestApp();
  const inAYear = new Date(Date.now() + 365 * 86_400_000);
  const lots = [
    { points: 40, expiresAt: inAYear },
    { points: 25, expiresAt: inAYear },
  ];

  /**
   * Pages each function reads for `member`, as a connection that has run it often runs it: PL/pgSQL plans a
   * statement with its values five times, then with a generic plan (the one a busy pool's connections use).
   */
  const pages = async (member: string) => {
    const { db } = ctx.database;
    const { rows } = (await db.execute(
      sql`select id from package_bundles where active order by id limit 1`,
    )) as unknown as { rows: { id: number }[] };
    const bundle = rows[0]!.id;
    const booking = sql`select fairway_alone_inputs(${member}::uuid, '2030-01-01', now())`;
    const payment = sql`select fairway_payment_inputs(${member}::uuid, ${bundle}, now())`;
    return db.transaction(async (tx) => {
      for (let i = 0; i < 6; i++) {
        await tx.execute(booking);
        await tx.execute(payment);
      }
      return {
        booking: await pagesRead(tx as unknown as Db, booking),
        payment: await pagesRead(tx as unknown as Db, payment),
      };
    });
  };

  it('are read from the member’s own rows, however many live lots the network holds', async () => {
    const { db } = ctx.database;
    const member = await createMember(db, { lots });
    const alone = await pages(member.id);

    // The network's live lots (one other member's, for speed: the expiry run's index holds them all alike).
    const other = await createMember(db);
    await db.execute(sql`insert into flexi_lots (member_id, purchased_at, expires_at, original, remaining)
      select ${other.id}::uuid, now(), now() + interval '200 days' + n * interval '1 minute', 10, 10
      from generate_series(1, 4000) n`);
    const among = await pages(member.id);

    const inputs = (await db.execute(
      sql`select fairway_payment_inputs(${member.id}::uuid, null, now())::json->'buyer'->>'flexiPoints' as points`,
    )) as unknown as { rows: { points: string }[] };
    expect(Number(inputs.rows[0]!.points)).toBe(65);
    expect(among.booking, `booking inputs: ${alone.booking} → ${among.booking}`).toBeLessThanOrEqual(
      alone.booking + 2,
    );
    expect(among.payment, `payment inputs: ${alone.payment} → ${among.payment}`).toBeLessThanOrEqual(
      alone.payment + 2,
    );
  });
});
