import type { MyTicket, ReleaseLine } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { announcementStep, linePhase, nextAnnouncement, sheetIsOpen, waitWords } from './line-phase';

const OPENS = Date.parse('2026-12-05T19:00:00Z');
const line = (over: Partial<ReleaseLine> = {}, ticket: Partial<MyTicket> | null = null): ReleaseLine => ({
  Id: 7,
  ClubId: 151,
  CourseId: 15101,
  Date: '2027-01-04',
  OpensAt: new Date(OPENS).toISOString(),
  State: 'Gathering',
  Commitment: 'ab'.repeat(32),
  Seed: null,
  MyTicket: ticket
    ? {
        Id: '12',
        State: 'Waiting',
        Position: null,
        Ahead: 0,
        EtaSeconds: null,
        AdmittedUntil: null,
        ...ticket,
      }
    : null,
  ...over,
});
const min = 60_000;

describe('linePhase', () => {
  it('is early before the gathering, then open to join, drawing places for those in before the opening', () => {
    expect(linePhase(line(), 15, OPENS - 16 * min)).toEqual({
      kind: 'early',
      gathersAt: new Date(OPENS - 15 * min).toISOString(),
      opensAt: new Date(OPENS).toISOString(),
    });
    expect(linePhase(line(), 15, OPENS - 15 * min)).toMatchObject({ kind: 'join', admitting: false });
    expect(linePhase(line({}, {}), 15, OPENS - min)).toEqual({
      kind: 'inBeforeOpening',
      opensAt: new Date(OPENS).toISOString(),
    });
  });

  it('after the opening: a place and a wait, a turn until its end, then done or expired', () => {
    expect(linePhase(line({ State: 'Admitting' }), 15, OPENS + min)).toMatchObject({
      kind: 'join',
      admitting: true,
    });
    const waiting = line({ State: 'Admitting' }, { Position: 37, Ahead: 30, EtaSeconds: 95 });
    expect(linePhase(waiting, 15, OPENS + min)).toEqual({
      kind: 'waiting',
      position: 37,
      ahead: 30,
      etaSeconds: 95,
    });
    const until = new Date(OPENS + 4 * min).toISOString();
    const admitted = line({ State: 'Admitting' }, { State: 'Admitted', Position: 3, AdmittedUntil: until });
    expect(linePhase(admitted, 15, OPENS + 3 * min)).toEqual({ kind: 'turn', until });
    expect(linePhase(admitted, 15, OPENS + 4 * min)).toEqual({ kind: 'expired' });
    expect(linePhase(line({}, { State: 'Done', Position: 3 }), 15, OPENS)).toEqual({ kind: 'done' });
    expect(linePhase(line({}, { State: 'Expired', Position: 3 }), 15, OPENS)).toEqual({ kind: 'expired' });
    expect(linePhase(line({ State: 'Closed' }), 15, OPENS + 60 * min)).toEqual({ kind: 'closed' });
  });

  it('opens the sheet only in the member’s turn or once the line is closed', () => {
    expect(sheetIsOpen({ kind: 'turn', until: '' })).toBe(true);
    expect(sheetIsOpen({ kind: 'closed' })).toBe(true);
    expect(sheetIsOpen({ kind: 'waiting', position: 2, ahead: 1, etaSeconds: 1 })).toBe(false);
    expect(sheetIsOpen({ kind: 'expired' })).toBe(false);
  });
});

describe('waitWords', () => {
  it('says a wait as a person would', () => {
    expect(waitWords(null)).toEqual({ key: 'lines.wait.unknown', count: 0 });
    expect(waitWords(59)).toEqual({ key: 'lines.wait.underMinute', count: 1 });
    expect(waitWords(61)).toEqual({ key: 'lines.wait.minutes', count: 2 });
    expect(waitWords(89 * 60)).toEqual({ key: 'lines.wait.minutes', count: 89 });
    expect(waitWords(150 * 60)).toEqual({ key: 'lines.wait.hours', count: 3 });
  });
});

describe('nextAnnouncement', () => {
  it('announces a new phase at once and a moving position at most every 30 seconds', () => {
    const waiting = { kind: 'waiting', position: 5, ahead: 4, etaSeconds: 9 } as const;
    expect(nextAnnouncement(null, waiting, 0)).toBe(true);
    expect(nextAnnouncement({ phase: 'waiting', at: 0 }, waiting, 29_999)).toBe(false);
    expect(nextAnnouncement({ phase: 'waiting', at: 0 }, waiting, 30_000)).toBe(true);
    expect(nextAnnouncement({ phase: 'waiting', at: 0 }, { kind: 'turn', until: '' }, 1)).toBe(true);
  });

  it('announces the first place at once after "you are in the line", then throttles its changes', () => {
    const unplaced = { kind: 'waiting', position: null, ahead: 0, etaSeconds: null } as const;
    const placed = { kind: 'waiting', position: 2, ahead: 1, etaSeconds: 20 } as const;
    expect(announcementStep(unplaced)).toBe('waitingNoPlace');
    expect(announcementStep(placed)).toBe('waiting');
    const told = { phase: announcementStep(unplaced), at: 0 };
    expect(nextAnnouncement(told, placed, 1)).toBe(true);
    expect(nextAnnouncement({ phase: announcementStep(placed), at: 1 }, { ...placed, position: 1 }, 2)).toBe(
      false,
    );
  });
});
