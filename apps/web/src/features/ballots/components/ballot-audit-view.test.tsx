import type { Ballot, BallotAudit } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BallotAuditView } from './ballot-audit-view';

afterEach(cleanup);

const id = (c: string) => c.repeat(32);
const [MINE, WINNER, LOSER, UNPAID] = [id('a'), id('b'), id('c'), id('d')];
const ballot = (state: Ballot['State']): Ballot => ({
  Id: 9,
  ClubId: 151,
  CourseId: 15101,
  Date: '2026-12-05',
  State: state,
  DrawAt: '2026-11-28T19:00:00.000Z',
  Commitment: '1'.repeat(64),
  Seed: state === 'Drawn' ? '2'.repeat(64) : null,
  Entries: 4,
  MyEntry: {
    EntryId: MINE,
    IsMine: true,
    AwaitingMe: false,
    Players: 2,
    Juniors: 0,
    Buddies: [],
    Preferences: ['08:10', '08:00'],
    Outcome: state === 'Drawn' ? 'Won' : 'Pending',
    Time: state === 'Drawn' ? '08:00' : null,
  },
  Times: ['08:00', '08:10'],
});
const entries: BallotAudit['Entries'] = [
  { EntryId: MINE, Weight: 2, Players: 2, Preferences: ['08:10', '08:00'] },
  { EntryId: WINNER, Weight: 1, Players: 4, Preferences: ['08:10'] },
  { EntryId: LOSER, Weight: 4, Players: 3, Preferences: ['08:10'] },
  { EntryId: UNPAID, Weight: 1, Players: 1, Preferences: ['08:00'] },
];
const drawn: BallotAudit = {
  Algorithm: 'fairway-ballot-v1',
  BallotId: 9,
  Commitment: '1'.repeat(64),
  Seed: '2'.repeat(64),
  EntryCount: 4,
  Entries: entries,
  Order: [WINNER, MINE, LOSER, UNPAID],
  Allocations: [
    { EntryId: WINNER, Time: '08:10' },
    { EntryId: MINE, Time: '08:00' },
    { EntryId: LOSER, Time: null },
    { EntryId: UNPAID, Time: null },
  ],
  Capacity: { '08:00': 4, '08:10': 4 },
  Forfeited: [UNPAID],
};
const open: BallotAudit = {
  ...drawn,
  Seed: null,
  Entries: [],
  Order: [],
  Allocations: [],
  Capacity: {},
  Forfeited: [],
};

const show = (b: Ballot, audit: BallotAudit) =>
  render(
    <MantineProvider env="test">
      <BallotAuditView ballot={b} audit={audit} origin="https://portal.example" />
    </MantineProvider>,
  );

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('BallotAuditView', () => {
  it('once drawn: the commitment and the revealed seed, the order with each time, the member’s entry marked', () => {
    show(ballot('Drawn'), drawn);
    expect(screen.getByTestId('audit-commitment').textContent).toBe('1'.repeat(64));
    expect(screen.getByTestId('audit-seed').textContent).toBe('2'.repeat(64));
    expect(screen.getByText(/At the draw we revealed the seed/)).toBeTruthy();
    expect(
      screen.getByText(/plus 1 for each ballot its entrant lost in a row at this club, up to 4/),
    ).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Entries of the draw' })).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader')).toHaveLength(6);
    // Place, entry (short id), time, weight, party, preferences; in the draw's order.
    expect(rows.slice(1).map((r) => cells(r))).toEqual([
      ['1', 'bbbbbbbb', '08:10', '1', '4', '08:10'],
      ['2', 'aaaaaaaaYour entry', '08:00', '2', '2', '08:10, 08:00'],
      ['3', 'cccccccc', 'No time', '4', '3', '08:10'],
      ['4', 'dddddddd', 'Could not pay: places passed on', '1', '1', '08:00'],
    ]);
    expect(screen.getAllByText('Your entry')).toHaveLength(1);
    expect(screen.getByText(/node scripts\/verify-ballot\.mjs https:\/\/portal\.example 9/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The audit as data (JSON)' }).getAttribute('href')).toBe(
      '/api/ballots/9/audit',
    );
  });

  it('before the draw: the seed stays secret, only how many entries there are (no parties, times or weights)', () => {
    show(ballot('Open'), open);
    expect(screen.queryByTestId('audit-seed')).toBeNull();
    expect(screen.getByText(/The seed stays secret until the draw/)).toBeTruthy();
    expect(
      screen.getByText(
        /^4 entries so far\. Each entry’s party, preferences and weight are shown after the draw/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Entries of the draw' })).toBeNull();
  });

  it('says when nobody has entered yet', () => {
    show({ ...ballot('Open'), MyEntry: null }, { ...open, EntryCount: 0 });
    expect(screen.getByText('No entries yet.')).toBeTruthy();
    expect(screen.queryByText('Your entry')).toBeNull();
  });
});
