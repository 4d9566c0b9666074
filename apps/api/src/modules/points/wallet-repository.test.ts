import { TRANSACTION_TYPES } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { type LedgerEntry, ledgerRows } from './wallet-repository';

describe('ledgerRows', () => {
  it('keeps the entries that move a balance, in order, and drops the ones that move nothing', () => {
    const base: LedgerEntry = { memberId: 'ann', type: TRANSACTION_TYPES[0], description: 'Heath' };
    const home = { ...base, homeDelta: -10, flexiDelta: 0 };
    const flexi = { ...base, homeDelta: 0, flexiDelta: 5 };
    const flexiOnly = { ...base, flexiDelta: -3 };
    const homeOnly = { ...base, homeDelta: 2 };
    const nothing = { ...base, homeDelta: 0, flexiDelta: 0 };
    const unset = { ...base };
    const rows = ledgerRows([home, nothing, flexi, unset, flexiOnly, homeOnly]);
    expect(rows).toEqual([home, flexi, flexiOnly, homeOnly]);
  });
});
