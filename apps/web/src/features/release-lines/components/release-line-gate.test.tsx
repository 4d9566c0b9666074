import type { ReleaseLine } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../i18n/texts';
import { createQueryClient } from '../../../lib/query-client';
import { teeTimesQueryKey } from '../../bookings';
import { releaseLinesQueryKey } from '../api/line-queries';
import { ReleaseLineGate } from './release-line-gate';

const RELEASE = {
  courseId: 15101,
  at: '19:00',
  lineOpensMinutesBefore: 15,
  admitPerMinute: 120,
  turnMinutes: 3,
};
let answer: ReleaseLine[] = [];

beforeEach(async () => {
  await loadTexts(['releaseLines']);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (over: Partial<ReleaseLine>): ReleaseLine => ({
  Id: 7,
  ClubId: 151,
  CourseId: 15101,
  Date: '2027-01-04',
  OpensAt: new Date(Date.now() - 60_000).toISOString(),
  State: 'Admitting',
  Commitment: 'ab'.repeat(32),
  Seed: 'cd'.repeat(32),
  MyTicket: null,
  ...over,
});

const renderGate = (client: QueryClient = createQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <ReleaseLineGate
            clubId={151}
            courseId={15101}
            date="2027-01-04"
            openingDate="2027-01-04"
            release={RELEASE}
            timeZone="Europe/London"
            onGoToDay={() => undefined}
            form={<button type="button">the booking form</button>}
            pending={<p>reading the line</p>}
          >
            <p>the tee sheet</p>
          </ReleaseLineGate>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('the release line on the tee-time screen', () => {
  it('shows the member their place and wait instead of the tee sheet until their turn', async () => {
    answer = [
      line({
        MyTicket: {
          Id: '40',
          State: 'Waiting',
          Position: 37,
          Ahead: 30,
          EtaSeconds: 95,
          AdmittedUntil: null,
        },
      }),
    ];
    renderGate();
    // Shown, and told to a screen reader once (the polite status).
    expect(await screen.findAllByText('You are number 37 — about 2 minutes')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('You are number 37 — about 2 minutes');
    expect(screen.getByText('30 members are ahead of you.')).toBeTruthy();
    expect(screen.queryByText('the tee sheet')).toBeNull();
  });

  it('stands the waiting room first, before the booking form, on the screen and in the keyboard path', async () => {
    answer = [line({})];
    renderGate();
    const join = await screen.findByRole('button', { name: 'Join the line' });
    const form = screen.getByRole('button', { name: 'the booking form' });
    // The room's Join comes before the form in the document: what is read, and tabbed to, first.
    expect(join.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const tabbable = [...document.querySelectorAll('button, a[href]')];
    expect(tabbable.indexOf(join)).toBeLessThan(tabbable.indexOf(form));
  });

  it('shows neither form nor sheet until the day’s line is read (the room would push them down)', async () => {
    let answered: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answered = resolve))),
    );
    renderGate();
    expect(screen.getByText('reading the line')).toBeTruthy();
    expect(screen.queryByText('the booking form')).toBeNull();
    expect(screen.queryByText('the tee sheet')).toBeNull();
    answered(new Response('[]', { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText('the tee sheet')).toBeTruthy();
    expect(screen.getByText('the booking form')).toBeTruthy();
    expect(screen.queryByText('reading the line')).toBeNull();
  });

  it('opens the tee sheet in place at the member’s turn, with the time left to book', async () => {
    const until = new Date(Date.now() + 170_000).toISOString();
    answer = [
      line({
        MyTicket: {
          Id: '40',
          State: 'Admitted',
          Position: 37,
          Ahead: 0,
          EtaSeconds: 0,
          AdmittedUntil: until,
        },
      }),
    ];
    renderGate();
    expect(await screen.findByText('It is your turn')).toBeTruthy();
    expect(screen.getByText('Time left to book:')).toBeTruthy();
    expect(screen.getByText('the tee sheet')).toBeTruthy();
  });

  it('offers to join, and shows the sheet as usual once the line has served everyone', async () => {
    answer = [line({})];
    renderGate();
    expect(await screen.findByRole('button', { name: 'Join the line' })).toBeTruthy();
    expect(screen.queryByText('the tee sheet')).toBeNull();
    cleanup();
    answer = [line({ State: 'Closed' })];
    renderGate();
    expect(await screen.findByText('the tee sheet')).toBeTruthy();
  });

  it("reads the day's times again when the member's turn opens the sheet (their verdicts change with it)", async () => {
    const ticket = { Id: '40', Position: 2, Ahead: 0 } as const;
    answer = [line({ MyTicket: { ...ticket, State: 'Waiting', EtaSeconds: 5, AdmittedUntil: null } })];
    const client = createQueryClient();
    const times = [...teeTimesQueryKey, 'day'];
    client.setQueryData(times, { slots: [] });
    renderGate(client);
    expect(await screen.findAllByText('You are number 2 — less than a minute')).toHaveLength(2);
    expect(client.getQueryState(times)?.isInvalidated).toBe(false);
    const until = new Date(Date.now() + 170_000).toISOString();
    answer = [line({ MyTicket: { ...ticket, State: 'Admitted', EtaSeconds: 0, AdmittedUntil: until } })];
    await client.invalidateQueries({ queryKey: releaseLinesQueryKey });
    expect(await screen.findByText('the tee sheet')).toBeTruthy();
    await waitFor(() => expect(client.getQueryState(times)?.isInvalidated).toBe(true));
  });
});
