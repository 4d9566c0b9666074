import type { Ballot, BallotEntry } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { EntryAnswer } from './entry-answer';
import { MyEntryText } from './my-entry-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry: BallotEntry = {
  EntryId: 'e'.repeat(32),
  IsMine: false,
  AwaitingMe: true,
  Players: 2,
  Juniors: 0,
  Buddies: [{ Target: 'B'.repeat(10), Name: 'Jamie Clarke', Answer: 'Pending' }],
  Preferences: ['08:00'],
  Outcome: 'Pending',
  Time: null,
};
const ballot: Ballot = {
  Id: 7,
  ClubId: 151,
  CourseId: 15101,
  Date: '2026-12-05',
  State: 'Open',
  DrawAt: '2026-11-28T19:00:00.000Z',
  Commitment: '1'.repeat(64),
  Seed: null,
  Entries: 1,
  MyEntry: entry,
  Times: ['08:00'],
};

const show = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">{node}</MantineProvider>
    </QueryClientProvider>,
  );

describe('a ballot entry that waits for a buddy', () => {
  it('the buddy it waits for is asked, and Accept posts their answer', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push(`${init?.method ?? 'GET'} ${url}`);
        return new Response(JSON.stringify({ ...entry, AwaitingMe: false }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    show(<EntryAnswer ballot={ballot} />);
    expect(screen.getByText('A buddy entered you in this ballot')).toBeTruthy();
    expect(screen.getByText(/your share is paid from your points/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sent).toContain('POST /api/ballots/7/entries/mine/accept'));
  });

  it('nothing to answer once drawn, or for an entry that does not wait for the caller', () => {
    show(
      <>
        <EntryAnswer ballot={{ ...ballot, State: 'Drawn' }} />
        <EntryAnswer ballot={{ ...ballot, MyEntry: { ...entry, AwaitingMe: false } }} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('the entrant sees whom the entry waits for; the outcomes that are not losses say so', () => {
    show(
      <>
        <MyEntryText entry={{ ...entry, IsMine: true, AwaitingMe: false }} />
        <MyEntryText entry={{ ...entry, IsMine: true, AwaitingMe: false, Outcome: 'NotDrawn' }} />
        <MyEntryText entry={{ ...entry, IsMine: true, AwaitingMe: false, Outcome: 'Forfeited' }} />
      </>,
    );
    expect(screen.getByTestId('entry-waiting').textContent).toBe(
      'Waiting for Jamie Clarke to accept being in this entry: without their answer by the draw, it is not drawn.',
    );
    expect(screen.getByText(/^Your entry was not drawn: a buddy in it had not accepted/)).toBeTruthy();
    expect(screen.getByText(/^Your entry won a time but could not be booked/)).toBeTruthy();
  });
});
