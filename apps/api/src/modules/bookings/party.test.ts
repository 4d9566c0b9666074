import { describe, expect, it } from 'vitest';
import { type PartyMember, type PayerWallet, partyPlayers, payerDebits, payerShares } from './party';

const now = new Date('2026-05-01T10:00:00Z');
const day = 86_400_000;
const lot = (id: number, remaining: number, daysLeft: number) => ({
  id,
  remaining,
  expiresAt: new Date(now.getTime() + daysLeft * day),
});

describe('partyPlayers', () => {
  const sam: PartyMember = { memberId: 'sam', paidBy: 'self' };
  const kit: PartyMember = { memberId: 'kit', paidBy: 'booker' };

  it('puts the booker first, then the member players, then guests; juniors take the last places', () => {
    expect(partyPlayers('ann', [sam, kit], [10, 11, 12, 13, 5], 1)).toEqual([
      { kind: 'booker', memberId: 'ann', payerId: 'ann', isJunior: false, cost: 10 },
      { kind: 'member', memberId: 'sam', payerId: 'sam', isJunior: false, cost: 11 },
      { kind: 'member', memberId: 'kit', payerId: 'ann', isJunior: false, cost: 12 },
      { kind: 'guest', memberId: null, payerId: 'ann', isJunior: false, cost: 13 },
      { kind: 'guest', memberId: null, payerId: 'ann', isJunior: true, cost: 5 },
    ]);
  });

  it('makes a booker alone, or a party of juniors only, with a junior booker', () => {
    expect(partyPlayers('ann', [], [10], 0)).toEqual([
      { kind: 'booker', memberId: 'ann', payerId: 'ann', isJunior: false, cost: 10 },
    ]);
    expect(partyPlayers('ann', [], [4, 4], 2)).toEqual([
      { kind: 'booker', memberId: 'ann', payerId: 'ann', isJunior: true, cost: 4 },
      { kind: 'guest', memberId: null, payerId: 'ann', isJunior: true, cost: 4 },
    ]);
  });

  it('fits member players only among the adults after the booker', () => {
    // Two adults: the booker and one member.
    expect(partyPlayers('ann', [sam], [10, 10, 5], 1)?.map((p) => p.kind)).toEqual([
      'booker',
      'member',
      'guest',
    ]);
    expect(partyPlayers('ann', [sam, kit], [10, 10, 5], 1)).toBeNull();
    expect(partyPlayers('ann', [sam], [10, 5], 1)).toBeNull();
    expect(partyPlayers('ann', [sam], [10], 0)).toBeNull();
  });

  it('refuses a member twice, or the booker among the members', () => {
    expect(partyPlayers('ann', [sam, { memberId: 'sam', paidBy: 'booker' }], [1, 1, 1, 1], 0)).toBeNull();
    expect(partyPlayers('ann', [{ memberId: 'ann', paidBy: 'self' }], [1, 1, 1], 0)).toBeNull();
  });
});

describe('payerShares', () => {
  it('sums each payer’s places, payers in position order', () => {
    const players = partyPlayers(
      'ann',
      [
        { memberId: 'sam', paidBy: 'self' },
        { memberId: 'kit', paidBy: 'booker' },
      ],
      [10, 11, 12, 13],
      0,
    );
    expect([...payerShares(players ?? [])]).toEqual([
      ['ann', 35],
      ['sam', 11],
    ]);
    expect(payerShares([]).size).toBe(0);
  });
});

describe('payerDebits (the Open Play wallet’s spending)', () => {
  const home = { id: 1, acceptsOpenPlay: false };
  const away = { id: 2, acceptsOpenPlay: true };
  const closedAway = { id: 3, acceptsOpenPlay: false };
  const wallet = (over: Partial<PayerWallet> = {}): PayerWallet => ({
    homeClubId: 1,
    homePoints: 20,
    flexiPointsAllowed: true,
    lots: [lot(8, 30, 10), lot(7, 5, 2)],
    ...over,
  });

  it('spends home points first at the home club', () => {
    expect(payerDebits('ann', wallet(), home, 15, now)).toEqual([
      { memberId: 'ann', lotId: null, points: 15 },
    ]);
    expect(payerDebits('ann', wallet(), home, 20, now)).toEqual([
      { memberId: 'ann', lotId: null, points: 20 },
    ]);
  });

  it('then Open Play lots, soonest expiry first, at the home club even when it takes no Open Play', () => {
    expect(payerDebits('ann', wallet(), home, 30, now)).toEqual([
      { memberId: 'ann', lotId: null, points: 20 },
      { memberId: 'ann', lotId: 7, points: 5 },
      { memberId: 'ann', lotId: 8, points: 5 },
    ]);
  });

  it('spends no home points away from home: Open Play lots only, where the club takes them', () => {
    expect(payerDebits('ann', wallet(), away, 8, now)).toEqual([
      { memberId: 'ann', lotId: 7, points: 5 },
      { memberId: 'ann', lotId: 8, points: 3 },
    ]);
    expect(payerDebits('ann', wallet(), closedAway, 8, now)).toBeNull();
    expect(payerDebits('ann', wallet({ homePoints: 0 }), home, 5, now)).toEqual([
      { memberId: 'ann', lotId: 7, points: 5 },
    ]);
  });

  it('spends no lots of a member not allowed Open Play, and refuses what they cannot pay', () => {
    expect(payerDebits('ann', wallet({ flexiPointsAllowed: false }), home, 21, now)).toBeNull();
    expect(payerDebits('ann', wallet({ flexiPointsAllowed: false }), away, 1, now)).toBeNull();
    expect(payerDebits('ann', wallet(), home, 56, now)).toBeNull();
    expect(payerDebits('ann', wallet(), home, 55, now)).toHaveLength(3);
  });

  it('never spends an expired lot', () => {
    const expired = wallet({ homePoints: 0, lots: [lot(7, 50, -1), lot(8, 4, 1)] });
    expect(payerDebits('ann', expired, away, 4, now)).toEqual([{ memberId: 'ann', lotId: 8, points: 4 }]);
    expect(payerDebits('ann', expired, away, 5, now)).toBeNull();
  });

  it('debits nothing for a free place', () => {
    expect(payerDebits('ann', wallet(), home, 0, now)).toEqual([]);
    expect(payerDebits('ann', wallet({ homePoints: 0, lots: [] }), away, 0, now)).toEqual([]);
  });
});
