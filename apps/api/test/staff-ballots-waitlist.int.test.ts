import type { StaffBallotDetail, StaffBallots, StaffWaitlist } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/seed/courses';
import { ballotApi, makeBallot, openSaturday } from './ballot-fixtures';
import { localDate, slotTime } from './booking-fixtures';
import { createPlayer } from './buddy-fixtures';
import { useTestApp } from './helpers';
import { ROLES, useStaffRoles } from './staff-fixtures';
import { bookOrFail, slotOf, waitlistApi } from './waitlist-fixtures';

/** The console's ballot and waitlist views (issue 22 §4): entries, draw, results; who waits, with offers. */
describe('staff console: ballots and waitlists', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const { call } = useStaffRoles(ctx);
  const player = () => createPlayer(db(), { homePoints: 500 });

  it('each role gets its answer on the ballot and waitlist views', async () => {
    const ballot = await makeBallot(db());
    for (const url of [
      '/api/staff/clubs/151/ballots',
      `/api/staff/ballots/${ballot.id}`,
      '/api/staff/clubs/151/waitlist',
      `/api/staff/clubs/151/waitlist?date=${ballot.date}`,
    ]) {
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = (await call(role, 'GET', url)).statusCode;
      expect(got, url).toEqual({
        visitor: 401,
        member: 403,
        impersonating: 403,
        clubStaff: 200,
        otherClubStaff: 403,
        admin: 200,
      });
      expect((await call('otherClubStaff', 'GET', url)).json()).toMatchObject({
        code: 'STAFF_CLUB_FORBIDDEN',
      });
    }
    // Club staff of 537 see their own club's views.
    expect((await call('otherClubStaff', 'GET', '/api/staff/clubs/537/ballots')).statusCode).toBe(200);
    expect((await call('otherClubStaff', 'GET', '/api/staff/clubs/537/waitlist')).statusCode).toBe(200);
  });

  it('refuses bad and unknown ids and dates with their codes', async () => {
    const cases: [string, number, string][] = [
      ['/api/staff/ballots/999999', 404, 'BALLOT_NOT_FOUND'],
      ['/api/staff/ballots/abc', 400, 'VALIDATION'],
      ['/api/staff/clubs/999999/ballots', 404, 'CLUB_NOT_FOUND'],
      ['/api/staff/clubs/999999/waitlist', 404, 'CLUB_NOT_FOUND'],
      ['/api/staff/clubs/151/waitlist?date=2026-02-30', 400, 'VALIDATION'],
      ['/api/staff/clubs/151/waitlist?date=tomorrow', 400, 'VALIDATION'],
    ];
    for (const [url, status, code] of cases) {
      const res = await call('admin', 'GET', url);
      expect([res.statusCode, res.json().code], url).toEqual([status, code]);
    }
  });

  it('lists the demo Saturday’s open ballot before any member has looked at it', async () => {
    const date = openSaturday();
    const list = (await call('clubStaff', 'GET', '/api/staff/clubs/151/ballots')).json<StaffBallots>();
    const demo = list.Ballots.find((b) => b.Date === date && b.CourseId === DEMO_COURSE.heath);
    expect(demo).toMatchObject({
      ClubId: 151,
      CourseName: expect.stringContaining('Championship'),
      State: 'Open',
      Seed: null,
      DrawnAt: null,
    });
    // The window is 07:00–09:00; the course's first start is 08:00.
    expect(demo!.Times).toContain('08:00');
    expect(demo!.Times).not.toContain('09:00');
    expect(demo!.Commitment).toMatch(/^[0-9a-f]{64}$/);
    const dates = list.Ballots.map((b) => b.Date);
    expect(dates).toEqual([...dates].sort());
  });

  it('shows a ballot’s entries, then after an early draw its order, results and bookings', async () => {
    const ballot = await makeBallot(db(), { times: ['09:00', '09:10'] });
    const [a, b, c] = [await player(), await player(), await player()];
    for (const [p, players, preferences] of [
      [a, 4, ['09:00']],
      [b, 4, ['09:00']],
      [c, 2, ['09:10', '09:00']],
    ] as const) {
      const res = await ballotApi(ctx.app, p.cookie).enter(ballot.id, { players, juniors: 0, preferences });
      expect(res.statusCode).toBe(201);
    }
    const before = (
      await call('clubStaff', 'GET', `/api/staff/ballots/${ballot.id}`)
    ).json<StaffBallotDetail>();
    expect(before.Ballot).toMatchObject({
      Id: ballot.id,
      State: 'Open',
      Entries: 3,
      Players: 10,
      Won: 0,
      Lost: 0,
    });
    expect(before.Entries.map((e) => e.MemberGuid)).toEqual([a.id, b.id, c.id]);
    expect(before.Entries[2]).toMatchObject({
      MemberName: 'Test Member',
      Buddies: [],
      Players: 2,
      Preferences: ['09:10', '09:00'],
      Outcome: 'Pending',
      Weight: null,
      DrawPosition: null,
      Time: null,
      BookingRef: null,
    });
    const listed = (await call('clubStaff', 'GET', '/api/staff/clubs/151/ballots')).json<StaffBallots>();
    expect(listed.Ballots.find((x) => x.Id === ballot.id)).toMatchObject({ Entries: 3, Players: 10 });

    const draw = await call('clubStaff', 'POST', `/api/staff/ballots/${ballot.id}/draw`);
    expect(draw.statusCode).toBe(200);

    const after = (
      await call('clubStaff', 'GET', `/api/staff/ballots/${ballot.id}`)
    ).json<StaffBallotDetail>();
    expect(after.Ballot).toMatchObject({ State: 'Drawn', Seed: ballot.seed, Won: 2, Lost: 1 });
    expect(after.Ballot.DrawnAt).not.toBeNull();
    // In draw order; the two four-balls share one 09:00 start of four places, so one of them lost.
    expect(after.Entries.map((e) => e.DrawPosition)).toEqual([1, 2, 3]);
    const audit = (await ballotApi(ctx.app, a.cookie).audit(ballot.id)).json();
    expect(after.Entries.map((e) => e.EntryId)).toEqual(audit.Order);
    const third = after.Entries.find((e) => e.MemberGuid === c.id)!;
    expect(third).toMatchObject({ Outcome: 'Won', Time: '09:10', BookingRef: expect.stringMatching(/^FW/) });
    const fours = after.Entries.filter((e) => e.Players === 4);
    expect(fours.map((e) => e.Outcome).sort()).toEqual(['Lost', 'Won']);
    expect(fours.find((e) => e.Outcome === 'Lost')).toMatchObject({ Time: null, BookingRef: null });
    expect(after.Entries.every((e) => e.Weight === 1)).toBe(true);
  });

  it('shows a start’s waitlist in order, with the offer holding places and the offers made', async () => {
    const time = slotTime(16, '13:00');
    const filler = await player();
    const [a, b] = [await player(), await player()];
    const booking = await bookOrFail(waitlistApi(ctx.app, filler.cookie), time, 3);
    for (const p of [a, b]) {
      const res = await waitlistApi(ctx.app, p.cookie).join({ ...slotOf(time), players: 2, juniors: 0 });
      expect(res.statusCode).toBe(201);
    }
    const view = async (query = `?date=${localDate(16)}`) => {
      const res = await call('clubStaff', 'GET', `/api/staff/clubs/151/waitlist${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<StaffWaitlist>();
      return { body, slot: body.Slots.find((s) => s.Time === time) };
    };

    const waiting = await view();
    expect(waiting.body.Date).toBe(localDate(16));
    expect(waiting.slot).toMatchObject({ CourseId: DEMO_COURSE.heath, Offers: [] });
    expect(waiting.slot!.Parties.map((p) => [p.MemberGuid, p.Position, p.Players, p.Offer])).toEqual([
      [a.id, 1, 2, null],
      [b.id, 2, 2, null],
    ]);
    // Without a date: every start to come with parties waiting, this one among them.
    expect((await view('')).slot?.Parties).toHaveLength(2);
    expect((await view('')).body.Date).toBeNull();

    // The filler cancels: all four places free up, and each party in turn is offered the two it needs.
    await waitlistApi(ctx.app, filler.cookie).cancel(booking.Id);
    const offered = await view();
    const [first, second] = offered.slot!.Parties;
    expect(first).toMatchObject({ MemberGuid: a.id, Position: 1, Offer: { Places: 2 } });
    expect(second).toMatchObject({ MemberGuid: b.id, Position: 2, Offer: { Places: 2 } });
    expect(offered.slot!.Offers).toEqual([
      expect.objectContaining({ Id: first!.Offer!.Id, State: 'Open', Places: 2, SettledAt: null }),
      expect.objectContaining({ Id: second!.Offer!.Id, State: 'Open', Places: 2, SettledAt: null }),
    ]);

    // Declined: the party leaves the list and the next moves up; the offer stays in the history, settled.
    const decline = await waitlistApi(ctx.app, a.cookie).decline(first!.Offer!.Id);
    expect(decline.statusCode).toBe(204);
    const passed = await view();
    expect(passed.slot!.Parties.map((p) => [p.MemberGuid, p.Position, p.Offer?.Places])).toEqual([
      [b.id, 1, 2],
    ]);
    expect(passed.slot!.Offers.map((o) => o.State)).toEqual(['Declined', 'Open']);
    expect(passed.slot!.Offers[0]!.SettledAt).not.toBeNull();

    // Another day's view does not show this start.
    expect((await view(`?date=${localDate(17)}`)).slot).toBeUndefined();
  });
});
