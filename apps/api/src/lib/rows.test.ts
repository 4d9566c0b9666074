import { sql } from 'drizzle-orm';
import { numeric, PgDialect, pgTable, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { clubs, members } from '../db/schema';
import { arrayRow } from './rows';

const memberFields = {
  id: members.id,
  email: members.email,
  membershipType: members.membershipType,
  membershipExpires: members.membershipExpires,
  companyName: members.companyName,
  isAdmin: members.isAdmin,
  staffClubId: members.staffClubId,
  dateOfBirth: members.dateOfBirth,
};

describe('arrayRow', () => {
  it('answers the type Drizzle answers for the same columns (the tables’ select models)', () => {
    const shape = arrayRow(memberFields);
    type Decoded = ReturnType<typeof shape.decode>;
    expectTypeOf<Decoded>().toEqualTypeOf<
      Pick<
        typeof members.$inferSelect,
        | 'id'
        | 'email'
        | 'membershipType'
        | 'membershipExpires'
        | 'companyName'
        | 'isAdmin'
        | 'staffClubId'
        | 'dateOfBirth'
      >
    >();
    const joined = arrayRow({ clubName: clubs.name, points: sql<number>`1` });
    expectTypeOf(joined.decode).returns.toEqualTypeOf<{
      clubName: (typeof clubs.$inferSelect)['name'];
      points: number;
    }>();
  });

  it('names the JSON array’s values in the fields’ order, a timestamp’s epoch ms as a Date', () => {
    const shape = arrayRow(memberFields);
    const expires = new Date('2031-02-03T04:05:06.789Z');
    const id = '5b0e1f0e-6a4c-4f1e-9d1e-3f1b2c3d4e5f';
    expect(
      shape.decode([[id, 'a@example.com', 2, expires.getTime(), null, true, 151, '1980-06-07']]),
    ).toStrictEqual({
      id,
      email: 'a@example.com',
      membershipType: 2,
      membershipExpires: expires,
      companyName: null,
      isAdmin: true,
      staffClubId: 151,
      dateOfBirth: '1980-06-07',
    });
    expect(shape.decode([[id, 'a@example.com', 0, null, 'Acme', false, null, null]])).toMatchObject({
      membershipExpires: null,
      companyName: 'Acme',
    });
  });

  it('names groups as Drizzle’s select does, the values in the order the fields are declared', () => {
    const shape = arrayRow({
      member: { email: members.email, membershipExpires: members.membershipExpires },
      club: { name: clubs.name },
      points: sql<number>`1`,
    });
    expectTypeOf(shape.decode).returns.toEqualTypeOf<{
      member: Pick<typeof members.$inferSelect, 'email' | 'membershipExpires'>;
      club: Pick<typeof clubs.$inferSelect, 'name'>;
      points: number;
    }>();
    expect(shape.decode([['a@example.com', null, 'Foxhill', 7]])).toStrictEqual({
      member: { email: 'a@example.com', membershipExpires: null },
      club: { name: 'Foxhill' },
      points: 7,
    });
    expect(() => shape.decode([['a@example.com', null, 'Foxhill']])).toThrow(/JSON array of 4 values/);
  });

  it('selects one JSON array, the timestamp as epoch milliseconds', () => {
    const { sql: text } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(
      arrayRow({ email: members.email, membershipExpires: members.membershipExpires }).select,
    );
    expect(text).toMatch(
      /^json_build_array\("members"\."email", floor\(extract\(epoch from "members"\."membership_expires"\)/,
    );
  });

  it('refuses a row of another length, and a value that is not the JSON array', () => {
    const shape = arrayRow({ email: members.email, isAdmin: members.isAdmin });
    expect(() => shape.decode([['a@example.com']])).toThrow(/JSON array of 2 values/);
    expect(() => shape.decode(['a@example.com', false])).toThrow(/JSON array of 2 values/);
  });

  it('refuses, when declared, a column whose JSON value is not what Drizzle maps (numeric as text)', () => {
    const prices = pgTable('prices', { id: uuid(), amount: numeric({ precision: 8, scale: 2 }) });
    expect(() => arrayRow({ id: prices.id, amount: prices.amount })).toThrow(/amount \(PgNumeric\)/);
    expect(() => arrayRow({ id: prices.id })).not.toThrow();
  });
});
