import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  countSince,
  isRestricted,
  restrictionCountSql,
  restrictionEventsSql,
  restrictionFrom,
  restrictionSince,
} from './restriction';

const now = new Date('2026-11-26T10:00:00Z');
const rule = { limit: 3, days: 90 };

describe('a club’s no-show rule', () => {
  it('counts from the rule’s days before now, and from now without a rule', () => {
    expect(restrictionSince(rule, now).toISOString()).toBe('2026-08-28T10:00:00.000Z');
    expect(restrictionSince({ limit: 1, days: 1 }, now).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(restrictionSince(null, now)).toEqual(now);
  });

  it('gives the member’s standing against the rule, or none without one', () => {
    expect(restrictionFrom(rule, 2)).toEqual({ count: 2, limit: 3, days: 90 });
    expect(restrictionFrom(null, 2)).toBeNull();
  });

  it('pauses booking once the count reaches the limit, not before', () => {
    expect(isRestricted({ count: 2, limit: 3, days: 90 })).toBe(false);
    expect(isRestricted({ count: 3, limit: 3, days: 90 })).toBe(true);
    expect(isRestricted({ count: 4, limit: 3, days: 90 })).toBe(true);
    expect(isRestricted(null)).toBe(false);
  });

  it('counts no-shows and approved late cancellations at the club since the start, as one expression', () => {
    const query = new PgDialect().sqlToQuery(
      restrictionCountSql(sql`${'member-1'}`, sql`${151}`, sql`${'2026-08-28'}`),
    );
    const text = query.sql.replace(/\s+/g, ' ');
    expect(text).toContain(
      'select count(*)::int from bookings b where b.booked_by = $1 and b.club_id = $2 and b.no_show_at >= $3',
    );
    expect(text).toContain(
      "from cancellation_requests r join bookings b on b.id = r.booking_id where r.member_id = $4 and r.status = 'approved' and b.club_id = $5 and r.decided_at >= $6",
    );
    expect(text).toMatch(/^\( \(select .*\) \+ \(select .*\)\)$/);
    expect(query.params).toEqual(['member-1', 151, '2026-08-28', 'member-1', 151, '2026-08-28']);
  });

  it('lists the same rows as the count, each with the instant it counts from', () => {
    const args = [sql`${'member-1'}`, sql`${151}`, sql`${'2026-08-28'}`] as const;
    const dialect = new PgDialect();
    const count = dialect.sqlToQuery(restrictionCountSql(...args)).sql.replace(/\s+/g, ' ');
    const events = dialect.sqlToQuery(restrictionEventsSql(...args));
    const text = events.sql.replace(/\s+/g, ' ');
    // Each source's rows as the count has them, selected one row each.
    for (const from of count.match(/from [^)]*/g) ?? []) expect(text).toContain(from.trim());
    expect(count.match(/from [^)]*/g)).toHaveLength(2);
    expect(text).toContain('select (extract(epoch from b.no_show_at) * 1000)::float8 from bookings b');
    expect(text).toContain(
      'union all select (extract(epoch from r.decided_at) * 1000)::float8 from cancellation_requests r',
    );
    expect(events.params).toEqual(['member-1', 151, '2026-08-28', 'member-1', 151, '2026-08-28']);
  });

  it('counts the events at or after a later start, as the count read then would', () => {
    const events = [Date.parse('2026-09-01T00:00:00Z'), Date.parse('2026-10-01T00:00:00Z')];
    expect(countSince(events, new Date('2026-08-28T10:00:00Z'))).toBe(2);
    expect(countSince(events, new Date('2026-09-01T00:00:00Z'))).toBe(2);
    expect(countSince(events, new Date('2026-09-01T00:00:00.001Z'))).toBe(1);
    expect(countSince(events, new Date('2026-10-02T00:00:00Z'))).toBe(0);
    expect(countSince([], new Date('2026-08-28T10:00:00Z'))).toBe(0);
  });
});
