import { describe, expect, it } from 'vitest';
import { isConnectionError, isPlainRead } from './connection-loss';

describe('connection loss', () => {
  it('knows connection-class errors by code, by node-postgres’s words, and through Drizzle’s cause', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', '08P01']) {
      expect(isConnectionError(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('Failed query', { cause: { code: '57P01' } }))).toBe(true);
    for (const code of ['23505', '40001', '57014', '42703']) {
      expect(isConnectionError(Object.assign(new Error('x'), { code })), code).toBe(false);
    }
    expect(isConnectionError(new Error('SLOT_FULL'))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });

  it('calls a plain SELECT a read, and nothing that writes, locks or calls our functions', () => {
    expect(isPlainRead('select "members"."id" from "members" where "updated_at" > $1')).toBe(true);
    expect(isPlainRead('  SELECT 1')).toBe(true);
    expect(isPlainRead('select * from members for update')).toBe(false);
    expect(isPlainRead('select * from members for no key update')).toBe(false);
    expect(isPlainRead('select * from fairway_lock_and_claim($1, $2)')).toBe(false);
    expect(isPlainRead('with x as (delete from sessions returning id) select * from x')).toBe(false);
    expect(isPlainRead('update members set home_points = 1')).toBe(false);
    expect(isPlainRead('insert into staff_audit values (1)')).toBe(false);
    expect(isPlainRead("select nextval('s')")).toBe(false);
  });
});
