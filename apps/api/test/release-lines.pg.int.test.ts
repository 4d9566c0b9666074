import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs, lineTickets } from '../src/db/schema';
import { fairOrder } from '../src/domain/fair-draw';
import { instantAt, localParts } from '../src/lib/time';
import { runLineTick } from '../src/modules/release-lines';
import { DEMO_COURSE } from '../src/seed/courses';
import { TZ, writeSnapshot } from './booking-fixtures';
import { createPlayer, type Player } from './buddy-fixtures';
import { notificationsDuring, sessionCookieFor, useTestApp } from './helpers';
import { freshDate, lineApi, makeLine, setLineTimes, travel } from './line-fixtures';

const MIN = 60_000;
const WOODLAND = DEMO_COURSE.woodland;

/**
 * The release line (issue 45 §1): content, joining, the order, admission, turns, the booking gate. On
 * PostgreSQL only: it drives the line's clock through many turns, which PGlite runs one transaction at a time
 * and too slowly beside the rest of its step (548 s, two tests past their time limits, on a loaded machine).
 */
describe('release lines', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const api = (p: Player | null) => lineApi(ctx.app, p ? p.cookie : null);
  const player = () => createPlayer(db(), { homePoints: 5000 });
  const at = (date: string, hhmm: string) =>
    instantAt(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), TZ).toISOString();
  const booking = (date: string, hhmm = '10:00') => ({
    clubId: 151,
    courseId: WOODLAND,
    time: at(date, hhmm),
    players: 1,
    juniors: 0,
  });
  const staffContent = async (release: unknown) => {
    const cookie = await sessionCookieFor(ctx, 'staff@example.com');
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/clubs/151/content',
      headers: { cookie },
    });
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/clubs/151/content',
      headers: { cookie },
      payload: { ...current.json<Record<string, unknown>>(), release },
    });
  };
  // The release's time: two hours after now, club wall clock (so whether today's opening has passed
  // depends on the clock, and the test works it out the same way).
  const nowMinute = localParts(new Date(), TZ).minuteOfDay;
  const atMinute = (nowMinute + 120) % 1440;
  const releaseAt = `${String(Math.floor(atMinute / 60)).padStart(2, '0')}:${String(atMinute % 60).padStart(2, '0')}`;

  beforeAll(async () => {
    const res = await staffContent([
      { courseId: WOODLAND, at: releaseAt, lineOpensMinutesBefore: 15, admitPerMinute: 120, turnMinutes: 3 },
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('staff content: a release must name one of the club’s golf courses, with valid times and bounds', async () => {
    const [before] = await db().select({ content: clubs.content }).from(clubs).where(eq(clubs.id, 151));
    const good = {
      courseId: WOODLAND,
      at: '19:00',
      lineOpensMinutesBefore: 15,
      admitPerMinute: 120,
      turnMinutes: 3,
    };
    const unknown = await staffContent([{ ...good, courseId: 999_999 }]);
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'VALIDATION']);
    expect(unknown.json().fields['release.0.courseId'].code).toBe('validation.releaseCourse');
    const spa = await staffContent([{ ...good, courseId: DEMO_COURSE.oakmereSpa }]);
    expect(spa.statusCode).toBe(400);
    for (const bad of [
      { ...good, at: '25:00' },
      { ...good, at: '7pm' },
      { ...good, admitPerMinute: 0 },
      { ...good, turnMinutes: 61 },
      { ...good, lineOpensMinutesBefore: 0 },
    ]) {
      expect((await staffContent([bad])).statusCode).toBe(400);
    }
    expect((await staffContent([good, { ...good, at: '18:00' }])).statusCode).toBe(400);
    const [after] = await db().select({ content: clubs.content }).from(clubs).where(eq(clubs.id, 151));
    expect(after!.content.release).toEqual(before!.content.release);
  });

  it('the window’s last day opens at the release time: tee times and the booking write agree', async () => {
    const me = await player();
    const last = freshDateAhead(30);
    const opened = nowMinute >= atMinute; // the release time passed today (club wall clock)
    const times = await ctx.app.inject({
      method: 'GET',
      url: `/api/teetimes?clubId=151&courseId=${WOODLAND}&date=${last}&players=1`,
      headers: { cookie: me.cookie },
    });
    expect(times.statusCode).toBe(200);
    const slot = times.json().slots.find((s: { time: string }) => s.time === at(last, '10:00'));
    expect(slot.reason === 'outside_window').toBe(!opened);
    // The Heath has no release: its last day is open from midnight.
    const heath = await ctx.app.inject({
      method: 'GET',
      url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${last}&players=1`,
      headers: { cookie: me.cookie },
    });
    expect(heath.json().rules.lastBookableDate).toBe(last);
    expect(times.json().rules.lastBookableDate).toBe(opened ? last : freshDateAhead(29));
    if (!opened) {
      const before = await writeSnapshot(db());
      const res = await api(me).book(booking(last));
      expect([res.statusCode, res.json().code]).toEqual([422, 'OUTSIDE_BOOKING_WINDOW']);
      expect(await writeSnapshot(db())).toEqual(before);
    }
    // The line of that day exists (made on first ask), gathering or admitting, its commitment public.
    const [line] = (await api(me).list(`clubId=151&courseId=${WOODLAND}&date=${last}`)).json();
    expect(line).toMatchObject({ ClubId: 151, CourseId: WOODLAND, Date: last, MyTicket: null });
    expect(line.Commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(line.OpensAt).toISOString()).toBe(at(freshDateAhead(0), releaseAt));
    // Another course: no line.
    expect((await api(me).list(`clubId=151&courseId=${DEMO_COURSE.heath}&date=${last}`)).json()).toEqual([]);
  });

  it('joins, orders by fairway-line-v1 at the opening, admits at the rate, books in a turn only', async () => {
    const date = freshDate();
    const now = Date.now();
    const { id } = await makeLine(db(), {
      date,
      gathersAt: new Date(now + 60 * MIN),
      opensAt: new Date(now + 75 * MIN),
      admitPerMinute: 1,
      turnMinutes: 3,
    });
    const members = await Promise.all(Array.from({ length: 5 }, player));
    // Before the gathering: not open.
    const early = await api(members[0]!).join(id);
    expect([early.statusCode, early.json().code]).toEqual([409, 'LINE_NOT_OPEN']);
    await setLineTimes(db(), id, {
      gathersAt: new Date(now - MIN),
      opensAt: new Date(Date.now() + 15 * MIN),
    });
    const ids: string[] = [];
    for (const m of members) {
      const res = await api(m).join(id);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        State: 'Waiting',
        Position: null,
        EtaSeconds: null,
        AdmittedUntil: null,
      });
      ids.push(res.json().Id);
    }
    // TicketIds from a sequence, in joining order.
    expect([...ids].sort((a, b) => Number(a) - Number(b))).toEqual(ids);
    const again = await api(members[0]!).join(id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'LINE_ALREADY_JOINED']);
    const gathering = (await api(members[0]!).get(id)).json();
    expect(gathering).toMatchObject({ State: 'Gathering', Seed: null, MyTicket: { Id: ids[0] } });
    const sealed = (await api(members[0]!).audit(id)).json();
    expect(sealed).toMatchObject({ Algorithm: 'fairway-line-v1', Seed: null, Order: [] });
    expect(sealed.Tickets).toEqual(ids.map((TicketId) => ({ TicketId, JoinedBeforeOpen: true })));

    // The opening comes (the line's clock moves 15 minutes): the seed is published, the order fixed.
    await travel(db(), id, 15 * MIN);
    const audit = (await api(members[4]!).audit(id)).json();
    expect(audit.Seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(Buffer.from(audit.Seed, 'hex')).digest('hex')).toBe(audit.Commitment);
    expect(audit.Order).toEqual(
      fairOrder(
        audit.Seed,
        ids.map((i) => ({ id: i, weight: 1 })),
      ),
    );
    const byTicket = new Map(members.map((m, i) => [ids[i]!, m]));
    const inOrder = audit.Order.map((t: string) => byTicket.get(t)!);
    const [first, second, third] = inOrder;

    // Admission at 1 a minute: the first is in its turn, the second waits a minute, the third two.
    const one = (await api(first).mine(id)).json();
    expect(one).toMatchObject({ State: 'Admitted', Position: 1, Ahead: 0, EtaSeconds: 0 });
    expect(Date.parse(one.AdmittedUntil) - Date.now()).toBeGreaterThan(2 * MIN);
    expect(Date.parse(one.AdmittedUntil) - Date.now()).toBeLessThanOrEqual(3 * MIN);
    const two = (await api(second).mine(id)).json();
    // Ahead: the tickets before it not yet admitted (the first is admitted: none before the second).
    expect(two).toMatchObject({ State: 'Waiting', Position: 2, Ahead: 0, AdmittedUntil: null });
    expect((await api(third).mine(id)).json()).toMatchObject({ State: 'Waiting', Position: 3, Ahead: 1 });
    expect(two.EtaSeconds).toBeGreaterThan(30);
    expect(two.EtaSeconds).toBeLessThanOrEqual(60);
    expect((await api(first).get(id)).json()).toMatchObject({ State: 'Admitting', Seed: audit.Seed });

    // While admitting: no turn, no booking (with the place), nothing written.
    const outsider = await player();
    const before = await writeSnapshot(db());
    const waiting = await api(second).book(booking(date));
    expect([waiting.statusCode, waiting.json().code, waiting.json().params]).toEqual([
      409,
      'LINE_NOT_YOUR_TURN',
      { Position: 2 },
    ]);
    const none = await api(outsider).book(booking(date));
    expect([none.statusCode, none.json().code, none.json().params]).toEqual([
      409,
      'LINE_NOT_YOUR_TURN',
      { Position: 0 },
    ]);
    expect(await writeSnapshot(db())).toEqual(before);
    // Another day of the course is not in the line.
    expect((await api(outsider).book(booking(freshDate()))).statusCode).toBe(201);

    // The admitted member books: the ticket is Done with the booking.
    const booked = await api(first).book(booking(date));
    expect(booked.statusCode).toBe(201);
    expect((await api(first).mine(id)).json().State).toBe('Done');

    // A late ticket joins the back, admitted a step after the last.
    const late = await player();
    const lateTicket = (await api(late).join(id)).json();
    expect(lateTicket.Position).toBe(6);
    const lateAudit = (await api(late).audit(id)).json();
    expect(lateAudit.Order.at(-1)).toBe(lateTicket.Id);
    expect(lateAudit.Tickets.at(-1)).toEqual({ TicketId: lateTicket.Id, JoinedBeforeOpen: false });

    // Three minutes and a bit later: the second and third are in their turns; the third books.
    await travel(db(), id, 2 * MIN + 5_000);
    expect((await api(second).mine(id)).json().State).toBe('Admitted');
    expect((await api(third).book(booking(date, '10:10'))).statusCode).toBe(201);
    // The second's turn runs out unused: Expired, and refused with its place.
    await travel(db(), id, 2 * MIN);
    expect((await api(second).mine(id)).json().State).toBe('Expired');
    const expired = await api(second).book(booking(date, '10:20'));
    expect([expired.statusCode, expired.json().params]).toEqual([409, { Position: 2 }]);

    // Every ticket served (the late one's turn over too): Closed, and booking is as usual.
    await travel(db(), id, 10 * MIN);
    expect((await api(outsider).get(id)).json().State).toBe('Closed');
    expect((await api(outsider).book(booking(date, '10:30'))).statusCode).toBe(201);
    const closedJoin = await api(await player()).join(id);
    expect([closedJoin.statusCode, closedJoin.json().code]).toEqual([409, 'LINE_NOT_OPEN']);
  });

  it('a party booking (the transaction path) obeys the line too, and a line with no tickets closes at once', async () => {
    const date = freshDate();
    const now = Date.now();
    const { id } = await makeLine(db(), {
      date,
      gathersAt: new Date(now - 10 * MIN),
      opensAt: new Date(now + 5 * MIN),
      admitPerMinute: 1,
    });
    const [a, b] = [await player(), await player()];
    expect((await api(a).join(id)).statusCode).toBe(201);
    expect((await api(b).join(id)).statusCode).toBe(201);
    await travel(db(), id, 5 * MIN);
    const audit = (await api(a).audit(id)).json();
    const [firstId] = audit.Order;
    const [admitted, waiting] = firstId === (await api(a).mine(id)).json().Id ? [a, b] : [b, a];
    const party = { ...booking(date, '11:00'), players: 2 };
    const refused = await api(waiting).book(party);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'LINE_NOT_YOUR_TURN']);
    expect((await api(admitted).book(party)).statusCode).toBe(201);

    const emptyDate = freshDate();
    const empty = await makeLine(db(), {
      date: emptyDate,
      gathersAt: new Date(now - 20 * MIN),
      opensAt: new Date(now - MIN),
    });
    expect((await api(a).get(empty.id)).json().State).toBe('Closed');
    expect((await api(a).book(booking(emptyDate))).statusCode).toBe(201);
  });

  it('the tick orders a line whose time has come and tells each member whose turn came, once', async () => {
    const date = freshDate();
    const now = Date.now();
    const { id } = await makeLine(db(), {
      date,
      gathersAt: new Date(now - 10 * MIN),
      opensAt: new Date(now + 5 * MIN),
      admitPerMinute: 1,
    });
    const [a, b] = [await player(), await player()];
    await api(a).join(id);
    await api(b).join(id);
    await travel(db(), id, 5 * MIN);
    const deps = { db: db(), notifier: ctx.app.notifier };
    const told = await notificationsDuring(ctx.app, () =>
      runLineTick(deps, new Date(), { makeLines: false }),
    );
    // Other tests' lines may have turns to tell too: this line's are those whose action names it.
    const ofLine = (w: (typeof told)[number]) =>
      w.notification.type === 10 && (w.notification.action ?? '').startsWith(`release-line:${id}:`);
    const turn = told.filter(ofLine);
    expect(turn).toHaveLength(1);
    const [ticket] = await db().select().from(lineTickets).where(eq(lineTickets.memberId, turn[0]!.memberId));
    expect(ticket!.position).toBe(1);
    expect(turn[0]!.notification.action).toBe(`release-line:${id}:${ticket!.admittedUntil!.toISOString()}`);
    // A second tick tells nobody again.
    const again = await notificationsDuring(ctx.app, () =>
      runLineTick(deps, new Date(), { makeLines: false }),
    );
    expect(again.filter(ofLine)).toHaveLength(0);
  });

  it('tells every member whose turn came in one tick, each their own turn', async () => {
    const date = freshDate();
    const now = Date.now();
    const { id } = await makeLine(db(), {
      date,
      gathersAt: new Date(now - 10 * MIN),
      opensAt: new Date(now + 5 * MIN),
      admitPerMinute: 600,
    });
    const members = [await player(), await player(), await player(), await player()];
    for (const m of members) await api(m).join(id);
    // Past the opening by the admission of all four (a turn every 100 ms at 600 a minute).
    await travel(db(), id, 5 * MIN + 1_000);
    const deps = { db: db(), notifier: ctx.app.notifier };
    const told = await notificationsDuring(ctx.app, () =>
      runLineTick(deps, new Date(), { makeLines: false }),
    );
    const turn = told.filter(
      (w) => w.notification.type === 10 && (w.notification.action ?? '').startsWith(`release-line:${id}:`),
    );
    const tickets = await db().select().from(lineTickets).where(eq(lineTickets.lineId, id));
    expect(turn.map((w) => w.memberId).sort()).toEqual(tickets.map((t) => t.memberId).sort());
    for (const w of turn) {
      const ticket = tickets.find((t) => t.memberId === w.memberId)!;
      expect(ticket.turnToldAt).not.toBeNull();
      expect(w.notification.action).toBe(`release-line:${id}:${ticket.admittedUntil!.toISOString()}`);
    }
  });

  it('unknown lines answer 404; a member without a ticket has none; signed out is 401', async () => {
    const me = await player();
    expect((await api(me).get(2_000_000)).statusCode).toBe(404);
    expect((await api(me).join(2_000_000)).json().code).toBe('RELEASE_LINE_NOT_FOUND');
    expect((await api(me).audit(2_000_000)).statusCode).toBe(404);
    const { id } = await makeLine(db(), {
      date: freshDate(),
      gathersAt: new Date(Date.now() - MIN),
      opensAt: new Date(Date.now() + MIN),
    });
    expect((await api(me).mine(id)).statusCode).toBe(404);
    expect((await api(null).get(id)).statusCode).toBe(401);
  });

  /** The club-local date `days` ahead of today. */
  function freshDateAhead(days: number): string {
    const today = localParts(new Date(), TZ).date;
    return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  }
});
