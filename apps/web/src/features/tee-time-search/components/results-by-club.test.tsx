import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../i18n/texts';
import { groupByClub } from '../lib/grouping';
import type { SearchResult } from '../lib/search-types';
import { readSearch } from '../lib/search-url';
import { ResultsByClub } from './results-by-club';

const search = readSearch(new URLSearchParams('date=2027-01-04&players=2'), '2027-01-01');
const time = (LocalTime: string, Bookable = true) => ({
  Time: `2027-01-04T${LocalTime}:00Z`,
  LocalTime,
  FreePlaces: 4,
  Cost: 12,
  Bookable,
});
const results: SearchResult[] = [
  {
    ClubId: 151,
    ClubName: 'Foxhill Heath',
    CourseId: 15101,
    CourseName: 'Championship',
    DistanceKm: 3.4,
    Unit: 'points',
    Times: ['08:00', '08:10', '08:20', '08:30', '08:40', '08:50', '09:00', '09:10', '09:20'].map((t) =>
      time(t),
    ),
  },
];

beforeEach(() => loadTexts(['teeTimeSearch']));
afterEach(cleanup);

/** The results at /booking/find, and the booking screen a chip leads to (its URL shown). */
function renderResults(shown = results) {
  const router = createMemoryRouter(
    [
      { path: '/booking/find', element: <ResultsByClub clubs={groupByClub(shown)} search={search} /> },
      { path: '/booking/clubs/:club/:course', element: <p>booking screen</p> },
    ],
    { initialEntries: ['/booking/find'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the results by club', () => {
  it('draws each chip as a link to its start, and a plain click opens it within the app', async () => {
    const router = renderResults();
    expect(screen.getByRole('heading', { level: 2, name: 'Foxhill Heath' })).toBeTruthy();
    const chips = screen.getAllByTestId('time-chip');
    expect(chips).toHaveLength(8);
    const first = chips[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).toMatch(/^\/booking\/clubs\/151\/15101\?/);
    // A click the app handles is prevented (no page load) and moves the router to the chip's href.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    first.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByText('booking screen')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      first.getAttribute('href'),
    );
  });

  it('leaves a click with a modifier to the browser (a new tab), and the list’s own button to itself', () => {
    const router = renderResults();
    const chip = screen.getAllByTestId('time-chip')[0] as HTMLElement;
    // What the app left to the browser, read last on the way up (then stopped: jsdom opens no tab).
    let leftToBrowser = false;
    const last = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', last);
    chip.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }),
    );
    window.removeEventListener('click', last);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/booking/find');
    fireEvent.click(screen.getByRole('button', { name: 'All 9 times' }));
    expect(screen.getAllByTestId('time-chip')).toHaveLength(9);
    expect(router.state.location.pathname).toBe('/booking/find');
  });

  it('names each chip by its time, cost, free places and course, and a ballot’s as in the ballot', () => {
    renderResults([
      { ...(results[0] as SearchResult), Times: [time('08:00'), time('08:10'), time('08:20', false)] },
    ]);
    expect(screen.getAllByTestId('time-chip').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      '08:00, 12 points · 4 places free, Championship, Foxhill Heath',
      '08:10, 12 points · 4 places free, Championship, Foxhill Heath',
      '08:20, In the ballot, Championship, Foxhill Heath',
    ]);
  });

  it('draws every club of a long page, in the order of the answer', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...(results[0] as SearchResult),
      ClubId: 200 + i,
      ClubName: `Club ${i + 1}`,
      CourseId: 20_000 + i,
    }));
    renderResults(many);
    const list = screen.getByRole('list', { name: 'Tee times found' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      many.map((r) => r.ClubName),
    );
    expect(screen.getAllByTestId('time-chip')).toHaveLength(20 * 8);
    expect(list.getAttribute('aria-busy')).toBe('false');
  });
});
