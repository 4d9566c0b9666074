import { describe, expect, it } from 'vitest';
import { fairOrder } from '../../domain/fair-draw';
import {
  admitAtOf,
  admitStepMs,
  lateAdmitAt,
  lineOrder,
  type TicketFacts,
  ticketState,
  ticketView,
} from './line-algorithm';

const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const at = (iso: string) => new Date(iso);

describe('lineOrder (fairway-line-v1)', () => {
  const tickets = [
    { TicketId: 'late-1', JoinedBeforeOpen: false },
    { TicketId: 'a', JoinedBeforeOpen: true },
    { TicketId: 'b', JoinedBeforeOpen: true },
    { TicketId: 'late-2', JoinedBeforeOpen: false },
    { TicketId: 'c', JoinedBeforeOpen: true },
    { TicketId: 'd', JoinedBeforeOpen: true },
  ];

  it('draws the tickets taken before the opening with every weight 1, then the later ones as they joined', () => {
    const order = lineOrder(seed, tickets);
    const drawn = fairOrder(
      seed,
      ['a', 'b', 'c', 'd'].map((id) => ({ id, weight: 1 })),
    );
    expect(order).toEqual([...drawn, 'late-1', 'late-2']);
    expect([...drawn].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is the seed’s order, not the joining order', () => {
    const early = Array.from({ length: 12 }, (_, i) => ({ TicketId: `t${i}`, JoinedBeforeOpen: true }));
    const order = lineOrder(seed, early);
    expect(order).not.toEqual(early.map((t) => t.TicketId));
    expect(lineOrder(seed, [...early].reverse())).toEqual(order);
    expect(lineOrder('ff'.repeat(32), early)).not.toEqual(order);
  });

  it('orders an empty line, and a line of late tickets only, as it can', () => {
    expect(lineOrder(seed, [])).toEqual([]);
    expect(lineOrder(seed, [tickets[0]!, tickets[3]!])).toEqual(['late-1', 'late-2']);
  });
});

describe('admission times', () => {
  it('admits one ticket every 60 / admitPerMinute seconds, from the opening', () => {
    const opensAt = at('2026-05-01T07:00:00Z');
    expect(admitAtOf(opensAt, 1, 30)).toEqual(opensAt);
    expect(admitAtOf(opensAt, 2, 30)).toEqual(at('2026-05-01T07:00:02Z'));
    expect(admitAtOf(opensAt, 31, 30)).toEqual(at('2026-05-01T07:01:00Z'));
    // 7 a minute: 8.571… s apart, rounded down to the millisecond from the opening.
    expect(admitAtOf(opensAt, 2, 7).getTime() - opensAt.getTime()).toBe(8_571);
    expect(admitAtOf(opensAt, 3, 7).getTime() - opensAt.getTime()).toBe(17_142);
  });

  it('rounds the step between late admissions up to the millisecond', () => {
    expect(admitStepMs(30)).toBe(2_000);
    expect(admitStepMs(7)).toBe(8_572);
    expect(admitStepMs(60_000)).toBe(1);
  });

  it('admits a late ticket a step after the last one, or when it joined if the line has caught up', () => {
    const last = at('2026-05-01T07:10:00Z');
    expect(lateAdmitAt(last, at('2026-05-01T07:05:00Z'), 30)).toEqual(at('2026-05-01T07:10:02Z'));
    expect(lateAdmitAt(last, at('2026-05-01T07:10:02Z'), 30)).toEqual(at('2026-05-01T07:10:02Z'));
    expect(lateAdmitAt(last, at('2026-05-01T07:20:00Z'), 30)).toEqual(at('2026-05-01T07:20:00Z'));
    expect(lateAdmitAt(null, at('2026-05-01T07:20:00Z'), 30)).toEqual(at('2026-05-01T07:20:00Z'));
  });
});

describe('a ticket’s state and view', () => {
  const admitAt = at('2026-05-01T07:00:10Z');
  const admittedUntil = at('2026-05-01T07:10:10Z');
  const ticket = (over: Partial<TicketFacts> = {}): TicketFacts => ({
    id: 42,
    position: 6,
    admitAt,
    admittedUntil,
    doneAt: null,
    ...over,
  });

  it('waits until its admission, is admitted until its window ends, then expires; done is done', () => {
    expect(ticketState(ticket(), at('2026-05-01T07:00:09.999Z'))).toBe('Waiting');
    expect(ticketState(ticket(), admitAt)).toBe('Admitted');
    expect(ticketState(ticket(), at('2026-05-01T07:10:09.999Z'))).toBe('Admitted');
    expect(ticketState(ticket(), admittedUntil)).toBe('Expired');
    expect(ticketState(ticket({ doneAt: admitAt }), at('2026-05-01T07:05:00Z'))).toBe('Done');
    expect(ticketState(ticket({ doneAt: admitAt }), at('2026-05-01T06:00:00Z'))).toBe('Done');
    expect(ticketState(ticket({ admitAt: null }), at('2026-05-01T09:00:00Z'))).toBe('Waiting');
    expect(ticketState(ticket({ admittedUntil: null }), at('2026-05-01T09:00:00Z'))).toBe('Waiting');
  });

  it('shows a waiting ticket how many are ahead and how long until its turn', () => {
    expect(ticketView(ticket(), 2, at('2026-05-01T07:00:00.5Z'))).toEqual({
      Id: '42',
      State: 'Waiting',
      Position: 6,
      Ahead: 3,
      EtaSeconds: 10,
      AdmittedUntil: null,
    });
    // Never fewer than none ahead, nor a negative wait.
    expect(ticketView(ticket(), 9, at('2026-05-01T07:00:09.999Z'))).toMatchObject({
      Ahead: 0,
      EtaSeconds: 1,
    });
  });

  it('shows an admitted ticket until when, and no queue', () => {
    expect(ticketView(ticket(), 6, at('2026-05-01T07:01:00Z'))).toEqual({
      Id: '42',
      State: 'Admitted',
      Position: 6,
      Ahead: 0,
      EtaSeconds: 0,
      AdmittedUntil: '2026-05-01T07:10:10.000Z',
    });
    expect(ticketView(ticket(), 6, admittedUntil)).toMatchObject({ State: 'Expired', AdmittedUntil: null });
  });

  it('shows a ticket not placed yet without a position or a wait', () => {
    const unplaced = ticket({ position: null, admitAt: null, admittedUntil: null });
    expect(ticketView(unplaced, 0, admitAt)).toEqual({
      Id: '42',
      State: 'Waiting',
      Position: null,
      Ahead: 0,
      EtaSeconds: null,
      AdmittedUntil: null,
    });
    // Placed but its admission not worked out yet: a position, no queue figures.
    expect(ticketView(ticket({ admitAt: null }), 0, admitAt)).toMatchObject({
      Position: 6,
      Ahead: 0,
      EtaSeconds: 0,
    });
  });
});
