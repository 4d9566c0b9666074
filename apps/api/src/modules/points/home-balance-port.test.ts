import { describe, expect, it } from 'vitest';
import type { DbOrTx, Tx } from '../../db/client';
import {
  creditHome,
  findHomeAccount,
  type HomeBalancePort,
  lockMember,
  provideHomeBalance,
} from './home-balance-port';

describe('the Home balance port', () => {
  const tx = {} as Tx;

  it('refuses every call before it is wired, naming the wiring', async () => {
    await expect(lockMember(tx, 'ann')).rejects.toThrow(
      /Home balance port is not wired \(modules\/index\.ts wirePorts\)/,
    );
    await expect(creditHome(tx, 'ann', 5)).rejects.toThrow(/not wired/);
    await expect(findHomeAccount(tx as DbOrTx, 'ann')).rejects.toThrow(/not wired/);
  });

  it('runs each call on the members module’s side, in the caller’s transaction', async () => {
    const calls: unknown[][] = [];
    const members: HomeBalancePort = {
      async findHomeAccount(db, memberId) {
        calls.push(['find', db, memberId]);
        return { homeClubId: 151, homePoints: 40, flexiPointsAllowed: true };
      },
      async lockMember(on, memberId) {
        calls.push(['lock', on, memberId]);
        return memberId === 'ann';
      },
      async creditHome(on, memberId, points) {
        calls.push(['credit', on, memberId, points]);
      },
    };
    provideHomeBalance(members);
    expect(await lockMember(tx, 'ann')).toBe(true);
    expect(await lockMember(tx, 'bob')).toBe(false);
    await creditHome(tx, 'ann', -12);
    expect(await findHomeAccount(tx, 'ann')).toEqual({
      homeClubId: 151,
      homePoints: 40,
      flexiPointsAllowed: true,
    });
    expect(calls).toEqual([
      ['lock', tx, 'ann'],
      ['lock', tx, 'bob'],
      ['credit', tx, 'ann', -12],
      ['find', tx, 'ann'],
    ]);
  });
});
