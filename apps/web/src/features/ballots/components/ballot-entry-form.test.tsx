import type { Ballot, BallotEntry, Buddy } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubResizeObserver } from '../../../test/observers';
import { buddyListQueryOptions } from '../../buddies';
import { useBallotEntry } from '../api/ballot-queries';
import { BallotEntryForm, type BallotParty } from './ballot-entry-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const JAMIE = '00000000-0000-4000-8000-00000000000a';
const ballot: Ballot = {
  Id: 7,
  ClubId: 151,
  CourseId: 15101,
  Date: '2026-12-05',
  State: 'Open',
  DrawAt: '2026-11-28T19:00:00.000Z',
  Commitment: 'c'.repeat(64),
  Seed: null,
  Entries: 0,
  MyEntry: null,
  Times: ['08:00', '08:10', '08:20', '08:30', '08:40', '08:50'],
};
const entry: BallotEntry = {
  EntryId: 'e'.repeat(32),
  IsMine: true,
  AwaitingMe: false,
  Players: 2,
  Juniors: 0,
  Buddies: [{ Target: JAMIE, Name: 'Jamie Clarke', Answer: 'NotAsked' }],
  Preferences: ['08:00', '08:10'],
  Outcome: 'Pending',
  Time: null,
};

/** The API, answering entry calls with `answer` and recording what was sent. */
function stubApi(answer: { status: number; body: unknown } = { status: 201, body: entry }) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(method === 'GET' ? [] : answer.body), {
        status: method === 'GET' ? 200 : answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function Harness({ change, onDone, party }: { change: boolean; onDone: () => void; party?: BallotParty }) {
  const mutations = useBallotEntry({ clubId: 151, courseId: 15101, date: ballot.Date });
  return (
    <BallotEntryForm
      ballot={ballot}
      entry={change ? entry : undefined}
      party={party}
      mutation={change ? mutations.change : mutations.enter}
      onDone={onDone}
      onCancel={() => undefined}
    />
  );
}

function show(change = false, party?: BallotParty) {
  stubResizeObserver();
  const client = createQueryClient();
  const buddies: Buddy[] = [{ name: 'Jamie Clarke', target: JAMIE, club: 'Foxhill Heath', publicId: JAMIE }];
  client.setQueryData(buddyListQueryOptions('buddies').queryKey, buddies);
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Harness change={change} onDone={onDone} party={party} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onDone };
}

const order = () =>
  within(screen.getByRole('list', { name: 'Your order of preference' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('BallotEntryForm', () => {
  it('starts a new entry from the page’s party: its players and buddies carry over (issue 44 §12)', async () => {
    const sent = stubApi();
    const { onDone } = show(false, { players: 2, juniors: 0, buddies: [JAMIE] });
    expect((screen.getByLabelText('Players') as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('Jamie Clarke')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '08:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({ players: 2, juniors: 0, preferences: ['08:00'], buddies: [JAMIE] });
  });

  it('sends nothing without a time, and says so', async () => {
    const sent = stubApi();
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pick at least one time.');
    expect(sent).toEqual([]);
  });

  it('keeps the times in the order picked, five at most, and sends the party with them', async () => {
    const sent = stubApi();
    const { onDone } = show();
    for (const time of ['08:20', '08:00']) fireEvent.click(screen.getByRole('checkbox', { name: time }));
    expect(order()).toEqual(['1. 08:20', '2. 08:00']);
    for (const time of ['08:10', '08:30', '08:40'])
      fireEvent.click(screen.getByRole('checkbox', { name: time }));
    // Five picked: the sixth cannot be.
    expect((screen.getByRole('checkbox', { name: '08:50' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '08:10' }));
    expect(order()).toEqual(['1. 08:20', '2. 08:00', '3. 08:30', '4. 08:40']);
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/ballots/7/entries',
        body: { players: 1, juniors: 0, preferences: ['08:20', '08:00', '08:30', '08:40'] },
      },
    ]);
  });

  it('changes an entry: filled in from it, reordered by the move buttons, buddies dropped when the party shrinks', async () => {
    const sent = stubApi({ status: 200, body: entry });
    const { onDone } = show(true);
    expect((screen.getByLabelText('Players') as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('Jamie Clarke')).toBeTruthy();
    expect(order()).toEqual(['1. 08:00', '2. 08:10']);
    const up = screen.getByRole('button', { name: 'Move 08:10 up' });
    fireEvent.click(up);
    expect(order()).toEqual(['1. 08:10', '2. 08:00']);
    // Moved to the top, its Move up is disabled: the focus goes to its Move down.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move 08:10 down'));
    fireEvent.change(screen.getByLabelText('Players'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/ballots/7/entries/mine',
        body: { players: 1, juniors: 0, preferences: ['08:10', '08:00'] },
      },
    ]);
  });

  it('shows the API’s field refusal beside the times, in the catalogue’s words', async () => {
    stubApi({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'x',
        fields: { preferences: { code: 'validation.ballotTime' } },
      },
    });
    const { onDone } = show();
    fireEvent.click(screen.getByRole('checkbox', { name: '08:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not one of the ballot’s start times.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
