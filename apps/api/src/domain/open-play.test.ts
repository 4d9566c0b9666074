import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openPlayBalance, spendableLot } from './open-play';

const render = (fragment: ReturnType<typeof sql>) => {
  const query = new PgDialect().sqlToQuery(fragment);
  return { text: query.sql.replace(/\s+/g, ' ').trim(), params: query.params };
};
const now = new Date('2026-11-26T10:00:00Z');

describe('the Open Play wallet, defined once', () => {
  it('spends only from the member’s lots not expired by date or early, with points left', () => {
    const { text, params } = render(spendableLot('l', sql`members.id`, now));
    expect(text).toBe(
      'l.member_id = members.id and l.expired_at is null and l.expires_at > $1::timestamptz and l.remaining > 0',
    );
    expect(params).toEqual(['2026-11-26T10:00:00.000Z']);
  });

  it('takes a prepared statement’s placeholder as the instant', () => {
    const { text } = render(spendableLot('flexi_lots', sql`${'m-1'}::uuid`, sql.placeholder('now')));
    expect(text).toContain('flexi_lots.member_id = $1::uuid and flexi_lots.expired_at is null');
    expect(text).toContain('flexi_lots.expires_at > $2::timestamptz');
  });

  it('sums those lots’ points into the balance, 0 without any', () => {
    const { text, params } = render(openPlayBalance(sql`members.id`, now));
    expect(text).toBe(
      'coalesce(( select sum(open_play_lot.remaining) from flexi_lots open_play_lot where open_play_lot.member_id = members.id and open_play_lot.expired_at is null and open_play_lot.expires_at > $1::timestamptz and open_play_lot.remaining > 0 ), 0)::int',
    );
    expect(params).toEqual(['2026-11-26T10:00:00.000Z']);
  });
});
