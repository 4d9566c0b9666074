import { type ClubContent, ZClubContent } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConsoleTexts } from '../../../../i18n/texts';
import { createQueryClient } from '../../../../lib/query-client';
import { testClubContent } from '../../../../test/club-content';
import { stubResizeObserver } from '../../../../test/observers';
import { ContentEditor } from './content-editor';
import { nextReleaseOpening } from './releases-section';

// The console's texts load with its layout; here, before the editor renders.
beforeAll(() => loadConsoleTexts());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A whole, valid club 151 document (the contract schema accepts it). */
function document(): ClubContent {
  return ZClubContent.parse(
    testClubContent({
      loginText: 'Log in to book.',
      theme: {
        primaryColor: '#14532d',
        accentColor: '#b45309',
        fontFamily: 'Arial, sans-serif',
        fonts: [],
        radius: 'md',
        logoUrl: null,
        faviconUrl: null,
        buddiesText: 'Buddy',
        buddiesTextPlural: 'Buddies',
      },
      ballots: [
        {
          courseId: 15101,
          weekdays: [6],
          from: '07:00',
          to: '09:00',
          opensDaysAhead: 14,
          drawDaysAhead: 7,
          drawAt: '19:00',
        },
      ],
    }),
  );
}

const courses = [
  { Id: 15101, Name: 'Championship', FacilityType: 0 as const },
  { Id: 15104, Name: 'Heath Hotel', FacilityType: 3 as const },
];

/** The API: PUTs answered with `answer` (the body sent back by default), every PUT recorded. */
function stubApi(answer?: { status: number; body: unknown }) {
  const sent: { url: string; body: ClubContent }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      if (init?.method === 'PUT') sent.push({ url, body });
      const reply = answer ?? { status: 200, body };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function show(initial = document()) {
  stubResizeObserver();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <ContentEditor clubId={151} initial={initial} courses={courses} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save content' }));
/** The text of the field's refusal, read through its accessible description as a screen reader would. */
const refusalOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => window.document.getElementById(id)?.textContent ?? '')
    .join(' ');

// The whole form renders at once (five sections, a few dozen Mantine fields): slow in jsdom on a busy machine.
describe('ContentEditor', { timeout: 30_000 }, () => {
  it('sends the whole document with the texts, switches and minutes changed in the form', async () => {
    const sent = stubApi();
    show();
    expect(field('Login page text').value).toBe('Log in to book.');
    fireEvent.change(field('Login page text'), { target: { value: 'Spring meeting: log in to enter.' } });
    fireEvent.click(screen.getByRole('switch', { name: /Booking notes required/ }));
    fireEvent.change(field('Booking hold minutes'), { target: { value: '12' } });
    fireEvent.change(field('Waitlist offer minutes'), { target: { value: '20' } });
    save();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved: members see it now.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/staff/clubs/151/content');
    expect(sent[0]!.body).toEqual({
      ...document(),
      loginText: 'Spring meeting: log in to enter.',
      notesRequired: true,
      booking: { holdMinutes: 12 },
      waitlist: { offerMinutes: 20 },
    });
  });

  it('shows the schema’s refusals next to their fields and in the summary, and sends nothing', async () => {
    const sent = stubApi();
    show();
    fireEvent.change(field('Club name'), { target: { value: '' } });
    fireEvent.change(field('Until'), { target: { value: '06:30' } });
    fireEvent.change(field('Booking hold minutes'), { target: { value: '0' } });
    save();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Not saved');
    const listed = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed).toEqual([
      'clubName Required',
      'booking.holdMinutes Must be at least 1',
      'ballots.0.to Must be after the window’s start.',
    ]);
    expect(field('Club name').getAttribute('aria-invalid')).toBe('true');
    expect(refusalOf(field('Club name'))).toContain('Required');
    expect(refusalOf(field('Until'))).toContain('Must be after the window’s start.');
    expect(refusalOf(field('Booking hold minutes'))).toContain('Must be at least 1');
    expect(sent).toEqual([]);
  });

  it('shows the API’s field refusals by path next to the field', async () => {
    stubApi({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Some fields are not valid.',
        fields: { 'theme.primaryColor': { code: 'validation.hexColour' } },
      },
    });
    show();
    save();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('theme.primaryColor Use a colour as #rrggbb.');
    expect(refusalOf(field('Brand colour'))).toContain('Use a colour as #rrggbb.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('edits the whole document as JSON: refuses what is not JSON, sends what is', async () => {
    const sent = stubApi();
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'Whole document (JSON)' }));
    const editor = await screen.findByLabelText('Club document');
    const text = (editor as HTMLTextAreaElement).value;
    expect(JSON.parse(text)).toEqual(document());
    fireEvent.change(editor, { target: { value: `${text.slice(0, -1)},` } });
    save();
    expect(await screen.findByText(/This is not valid JSON/)).toBeTruthy();
    expect(sent).toEqual([]);

    const changed = { ...document(), registerText: 'Join us.', homeWidgets: [] };
    fireEvent.change(editor, { target: { value: JSON.stringify(changed) } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual(changed);
    // Back to the form: it shows what was saved.
    fireEvent.click(screen.getByRole('tab', { name: 'Form' }));
    expect((await screen.findByLabelText('Registration page text')).textContent).toBe('Join us.');
  });

  it('adds and removes ballot windows', async () => {
    const sent = stubApi();
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Add a ballot window' }));
    const second = screen.getByRole('listitem', { name: 'Window 2' });
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Sun' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove window 1' }));
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.ballots).toEqual([
      {
        courseId: 15101,
        weekdays: [0, 6],
        from: '07:00',
        to: '09:00',
        opensDaysAhead: 14,
        drawDaysAhead: 7,
        drawAt: '19:00',
      },
    ]);
  });

  it('adds a release with a preview of its next opening, and sends it', async () => {
    const sent = stubApi();
    show();
    expect(
      screen.getByText('No releases: each day opens at midnight, first come, first served.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a release' }));
    const card = screen.getByRole('listitem', { name: 'Release 1' });
    fireEvent.change(within(card).getByLabelText('Opens at'), { target: { value: '18:30' } });
    fireEvent.change(within(card).getByLabelText('Members admitted a minute'), { target: { value: '60' } });
    const expected = nextReleaseOpening('18:30', 'Europe/London', Date.now());
    expect(expected).not.toBeNull();
    const preview = within(card).getByText(/^Next opening:/).textContent ?? '';
    expect(preview).toContain('at 18:30 (Europe/London)');
    expect(preview).toContain(String(Number(expected!.date.slice(8))));
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.release).toEqual([
      { courseId: 15101, at: '18:30', lineOpensMinutesBefore: 15, admitPerMinute: 60, turnMinutes: 3 },
    ]);
  });

  it('removes the entry whose button is pressed, from either list, and keeps the others', async () => {
    const sent = stubApi();
    show({
      ...document(),
      release: [
        { courseId: 15101, at: '19:00', lineOpensMinutesBefore: 15, admitPerMinute: 120, turnMinutes: 3 },
        { courseId: 15101, at: '07:00', lineOpensMinutesBefore: 10, admitPerMinute: 60, turnMinutes: 4 },
      ],
    });
    const windows = () => screen.queryAllByRole('listitem', { name: /^Window \d+$/ }).length;
    const before = windows();
    fireEvent.click(screen.getByRole('button', { name: 'Add a ballot window' }));
    expect(windows()).toBe(before + 1);
    fireEvent.click(screen.getByRole('button', { name: `Remove window ${before + 1}` }));
    expect(windows()).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Remove release 1' }));
    expect(screen.queryByRole('listitem', { name: 'Release 2' })).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Release 1' })).getByLabelText('Opens at'),
    ).toHaveProperty('value', '07:00');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.release).toEqual([
      { courseId: 15101, at: '07:00', lineOpensMinutesBefore: 10, admitPerMinute: 60, turnMinutes: 4 },
    ]);
    expect(sent[0]!.body.ballots ?? []).toHaveLength(before);
  });

  it('refuses a release time that is not HH:mm, next to the field', async () => {
    const sent = stubApi();
    show({
      ...document(),
      release: [
        { courseId: 15101, at: '19:00', lineOpensMinutesBefore: 15, admitPerMinute: 120, turnMinutes: 3 },
      ],
    });
    const card = screen.getByRole('listitem', { name: 'Release 1' });
    fireEvent.change(within(card).getByLabelText('Opens at'), { target: { value: '7pm' } });
    expect(within(card).getByText('Enter a time as HH:mm to see the next opening.')).toBeTruthy();
    save();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('release.0.at');
    expect(sent).toEqual([]);
  });
});

describe('nextReleaseOpening', () => {
  // 5 December 2026, 18:00 in London (GMT).
  const evening = Date.parse('2026-12-05T18:00:00Z');
  it('is today while the time is still to come (club wall clock), else tomorrow', () => {
    expect(nextReleaseOpening('19:00', 'Europe/London', evening)).toEqual({ date: '2026-12-05' });
    expect(nextReleaseOpening('18:00', 'Europe/London', evening)).toEqual({ date: '2026-12-06' });
    // 18:00 UTC is 07:00 the next day in Auckland (NZDT, UTC+13): 08:00 is still to come there.
    expect(nextReleaseOpening('08:00', 'Pacific/Auckland', evening)).toEqual({ date: '2026-12-06' });
    expect(nextReleaseOpening('7pm', 'Europe/London', evening)).toBeNull();
  });
});
