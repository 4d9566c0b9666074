import { randomUUID } from 'node:crypto';
import type { ClubContent, StaffClubs } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findClubContent } from '../src/modules/courses/club-repository';
import { slotTime } from './booking-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';
import { ROLES, useStaffRoles } from './staff-fixtures';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const ROUTE = '/api/staff/clubs/:clubId/content';

describe('staff console: the club content editor', () => {
  const ctx = useTestApp();
  const { ids, call } = useStaffRoles(ctx);
  const stored = (clubId: number) => findClubContent(ctx.database.db, clubId);
  const auditRows = async () =>
    rowsOf<{ id: number; xid: string; method: string; status: number; staff_id: string; params: unknown }>(
      await ctx.database.db.execute(
        sql`select id, xmin::text as xid, method, status, staff_id, params from staff_audit where route = ${ROUTE} order by id`,
      ),
    );

  it('each role gets its answer: club staff their club, network staff every club', async () => {
    const doc = (await stored(151))!;
    const got: Record<string, number[]> = {};
    for (const role of ROLES) {
      const read = await call(role, 'GET', '/api/staff/clubs/151/content');
      const write = await call(role, 'PUT', '/api/staff/clubs/151/content', doc);
      got[role] = [read.statusCode, write.statusCode];
      if (role === 'otherClubStaff') {
        expect(read.json()).toMatchObject({ code: 'STAFF_CLUB_FORBIDDEN' });
        expect(write.json()).toMatchObject({ code: 'STAFF_CLUB_FORBIDDEN' });
      }
    }
    expect(got).toEqual({
      visitor: [401, 401],
      member: [403, 403],
      impersonating: [403, 403],
      clubStaff: [200, 200],
      otherClubStaff: [403, 403],
      admin: [200, 200],
    });
    // The unchanged document saved twice is still the document.
    expect(await stored(151)).toEqual(doc);
  });

  it('refuses another club’s staff before reading the body: 403 whatever they send', async () => {
    const res = await call('otherClubStaff', 'PUT', '/api/staff/clubs/151/content', { clubId: 'nonsense' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'STAFF_CLUB_FORBIDDEN' });
    const member = await call('member', 'PUT', '/api/staff/clubs/151/content', {});
    expect(member.statusCode).toBe(403);
  });

  it('lists the clubs a staff member may run, by name, with their courses', async () => {
    const own = (await call('clubStaff', 'GET', '/api/staff/clubs')).json<StaffClubs>();
    expect(own.Clubs.map((c) => c.ClubId)).toEqual([151]);
    expect(own.Clubs[0]).toMatchObject({ ClubName: 'Foxhill Heath Golf Club', TimeZone: 'Europe/London' });
    expect(own.Clubs[0]!.Courses.map((c) => c.Id)).toContain(15101);
    const all = (await call('admin', 'GET', '/api/staff/clubs')).json<StaffClubs>();
    expect(all.Clubs.length).toBeGreaterThan(100);
    expect(all.Clubs.map((c) => c.ClubId)).toEqual(expect.arrayContaining([151, 537]));
    expect(all.Clubs.map((c) => c.ClubId)).not.toContain(0);
    const names = all.Clubs.map((c) => c.ClubName);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort(collator.compare));
    expect((await call('member', 'GET', '/api/staff/clubs')).statusCode).toBe(403);
  });

  it('refuses an invalid document with a refusal per field, by its path, and writes nothing', async () => {
    const before = (await stored(151))!;
    const auditBefore = await auditRows();
    const cases: [string, (d: ClubContent) => void, string][] = [
      ['theme.primaryColor', (d) => (d.theme.primaryColor = 'green'), 'validation.hexColour'],
      ['loginText', (d) => (d.loginText = 'x'.repeat(2001)), 'validation.tooLong'],
      ['booking.holdMinutes', (d) => (d.booking = { ...d.booking, holdMinutes: 0 }), 'validation.tooSmall'],
      ['waitlist.offerMinutes', (d) => (d.waitlist = { offerMinutes: 1441 }), 'validation.tooBig'],
      [
        'ballots.0.to',
        (d) => (d.ballots = [{ ...d.ballots![0]!, from: '09:00', to: '08:00' }]),
        'validation.ballotEnd',
      ],
      [
        'ballots.0.drawDaysAhead',
        (d) => (d.ballots = [{ ...d.ballots![0]!, drawDaysAhead: 20 }]),
        'validation.ballotDraw',
      ],
      ['ballots.0.from', (d) => (d.ballots = [{ ...d.ballots![0]!, from: '7am' }]), 'validation.time'],
      [
        'disablePoints',
        (d) => ((d as { disablePoints: unknown }).disablePoints = 'yes'),
        'validation.invalid',
      ],
    ];
    for (const [path, breakIt, code] of cases) {
      const doc = structuredClone(before);
      breakIt(doc);
      const res = await call('clubStaff', 'PUT', '/api/staff/clubs/151/content', doc);
      expect(res.statusCode, path).toBe(400);
      const body = res.json();
      expect(body.code, path).toBe('VALIDATION');
      expect(body.fields?.[path], path).toMatchObject({ code });
    }
    // A document for another club, sent to this one's address.
    const other = await call('admin', 'PUT', '/api/staff/clubs/151/content', { ...before, clubId: 537 });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().fields)).toEqual(['clubId']);
    // No body at all, and an unknown club.
    expect((await call('admin', 'PUT', '/api/staff/clubs/151/content')).statusCode).toBe(400);
    const unknown = await call('admin', 'PUT', '/api/staff/clubs/999999/content', {
      ...before,
      clubId: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CLUB_NOT_FOUND' });
    expect((await call('admin', 'GET', '/api/staff/clubs/999999/content')).statusCode).toBe(404);

    expect(await stored(151)).toEqual(before);
    expect(await auditRows()).toEqual(auditBefore);
  });

  it('saves a valid document: served at once, audited in the write’s own transaction', async () => {
    const before = (await stored(151))!;
    const doc: ClubContent = {
      ...structuredClone(before),
      loginText: 'Log in for the spring meeting.',
      booking: { ...before.booking, holdMinutes: 12 },
      waitlist: { offerMinutes: 20 },
      // Unknown keys are dropped, not stored.
      ...({ surprise: true } as object),
    };
    // The member-facing copy is cached before the write.
    expect((await ctx.app.inject({ url: '/api/clubs/151/content' })).json().loginText).toBe(before.loginText);
    const res = await call('clubStaff', 'PUT', '/api/staff/clubs/151/content', doc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      loginText: 'Log in for the spring meeting.',
      waitlist: { offerMinutes: 20 },
    });
    expect(res.json()).not.toHaveProperty('surprise');

    const saved = (await stored(151))!;
    expect(saved.booking?.holdMinutes).toBe(12);
    expect(saved).not.toHaveProperty('surprise');
    const member = (await ctx.app.inject({ url: '/api/clubs/151/content' })).json();
    expect(member.loginText).toBe('Log in for the spring meeting.');
    const read = await call('clubStaff', 'GET', '/api/staff/clubs/151/content');
    expect(read.json()).toEqual(saved);

    const [row, ...more] = (await auditRows()).filter((r) => r.method === 'PUT' && r.status === 200);
    expect(row).toMatchObject({ staff_id: ids['clubstaff@example.com'], params: { clubId: '151' } });
    // Earlier tests' saves are there too; the newest is this one.
    const newest = more.at(-1) ?? row!;
    const [club] = rowsOf<{ xid: string }>(
      await ctx.database.db.execute(sql`select xmin::text as xid from clubs where id = 151`),
    );
    expect(club!.xid).toBe(newest.xid);
  });

  it('the booking rules follow a saved document at once (their reference cache is dropped too)', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    // A start already past: refused for that reason, after the notes check passed.
    const book = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie, 'idempotency-key': randomUUID() },
        payload: { clubId: 151, courseId: 15101, time: slotTime(-1, '10:00'), players: 1, juniors: 0 },
      });
    expect((await book()).json()).toMatchObject({ code: 'SLOT_IN_PAST' });
    const doc = (await stored(151))!;
    const res = await call('admin', 'PUT', '/api/staff/clubs/151/content', { ...doc, notesRequired: true });
    expect(res.statusCode).toBe(200);
    expect((await book()).json()).toMatchObject({ code: 'NOTES_REQUIRED' });
    await call('admin', 'PUT', '/api/staff/clubs/151/content', doc);
    expect((await book()).json()).toMatchObject({ code: 'SLOT_IN_PAST' });
  });
});
