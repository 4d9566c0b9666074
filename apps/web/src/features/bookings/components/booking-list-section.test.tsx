import type { Booking } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingListSection, NO_BOOKINGS } from './booking-list-section';

afterEach(cleanup);

const booking = (Id: number, ClubName: string): Booking => ({
  Id,
  BookingType: 0,
  ClubId: 151,
  ClubName,
  CourseId: 15101,
  CourseName: 'Championship Course',
  Date: '2026-12-02T09:10:00.000Z',
  NumberOfPeople: 1,
  OfWhichJuniors: 0,
  BookedByUsername: 'member@example.com',
  BookedByName: 'Alex Morgan',
  BookingRef: `REF${Id}`,
  Notes: '',
  CancellationNotes: null,
  ConfirmationCode: 'ABC123',
  ConfirmationStatus: 'NotConfirmed',
  Cancelled: false,
  Cancellable: true,
  Expired: false,
  ExtraDetails: null,
  Cost: 4,
  CostUnit: 'points',
  NoShow: false,
});

const pending = { isPending: true, isError: false, isSuccess: false };
const done = { isPending: false, isError: false, isSuccess: true };

function section(query: typeof done, bookings: Booking[]) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <MemoryRouter>
          <BookingListSection
            id="t"
            title="Upcoming"
            emptyText="Nothing booked"
            query={query}
            bookings={bookings}
          />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>
  );
}

describe('BookingListSection', () => {
  it('shows a skeleton while loading, then the cards in place of it', async () => {
    const view = render(section(pending, NO_BOOKINGS));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    view.rerender(section(done, [booking(1, 'Foxhill Heath'), booking(2, 'Old Course')]));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.queryByText('Nothing booked')).toBeNull();
  });

  it('draws a list already there when it mounts in its first commit, not in a second one', () => {
    let commits = 0;
    render(
      <Profiler id="section" onRender={() => commits++}>
        {section(done, [booking(1, 'Foxhill Heath'), booking(2, 'Old Course')])}
      </Profiler>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(commits).toBe(1);
  });

  it('says so when there is nothing, with no skeleton left behind', () => {
    render(section(done, NO_BOOKINGS));
    expect(screen.getByText('Nothing booked')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('follows a list that changes: a cancelled booking leaves', async () => {
    const view = render(section(done, [booking(1, 'Foxhill Heath'), booking(2, 'Old Course')]));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    view.rerender(section(done, [booking(2, 'Old Course')]));
    await screen.findByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
