import type { Booking, ClubContent } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import BookingDetailsDialog from './booking-details-dialog';

afterEach(cleanup);

const golf: Booking = {
  Id: 7,
  BookingType: 0,
  ClubId: 151,
  ClubName: 'Foxhill Heath Golf Club',
  CourseId: 15101,
  CourseName: 'Heath Course',
  Date: '2026-12-20T10:00:00.000Z',
  NumberOfPeople: 2,
  OfWhichJuniors: 1,
  BookedByUsername: 'member@example.com',
  BookedByName: 'Alex Morgan',
  BookingRef: 'FH7',
  Notes: '',
  CancellationNotes: null,
  ConfirmationCode: 'CONF-777',
  ConfirmationStatus: 'ManualConfirmed',
  Cancelled: false,
  Cancellable: true,
  Expired: false,
  ExtraDetails: null,
  Cost: 16,
  CostUnit: 'points',
};
const dining: Booking = {
  ...golf,
  Id: 8,
  BookingType: 4,
  CourseId: 15103,
  CourseName: 'The Heath Grill',
  NumberOfPeople: 6,
  OfWhichJuniors: 0,
  BookingRef: 'FH8',
  ConfirmationCode: 'CONF-888',
};

function open(booking: Booking) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['clubs', 151, 'content'], { booking: { extraForms: [] } } as unknown as ClubContent);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <BookingDetailsDialog booking={booking} opened onClose={() => undefined} timeZone="Europe/London" />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: booking.CourseName });
}

/** The button's background as Mantine sets it (its --button-bg custom property, a palette colour). */
const backgroundOf = (button: HTMLElement) => button.style.getPropertyValue('--button-bg');

describe('BookingDetailsDialog', () => {
  it('leaves out the confirmation code for dining (spec), and counts covers, not players', () => {
    const dialog = open(dining);
    expect(within(dialog).queryByText('Confirmation code')).toBeNull();
    expect(within(dialog).queryByText('CONF-888')).toBeNull();
    expect(within(dialog).getByText('Covers')).toBeTruthy();
    expect(within(dialog).getByText('Table for 6')).toBeTruthy();
    expect(within(dialog).queryByText(/Player/)).toBeNull();
  });

  it('shows a golf booking its confirmation code and its players', () => {
    const dialog = open(golf);
    expect(within(dialog).getByText('Confirmation code')).toBeTruthy();
    expect(within(dialog).getByText('CONF-777')).toBeTruthy();
    expect(within(dialog).getByText('2 Players, 1 Junior')).toBeTruthy();
  });

  it('shows no confirmation code on a request the club has not confirmed yet, only when it comes', () => {
    const dialog = open({ ...golf, ConfirmationStatus: 'NotConfirmed' });
    expect(within(dialog).getByText('Pending')).toBeTruthy();
    expect(within(dialog).getByText('Confirmation code')).toBeTruthy();
    expect(within(dialog).getByText('Given once the club confirms')).toBeTruthy();
    expect(within(dialog).queryByText('CONF-777')).toBeNull();
    cleanup();
    const confirmed = open({ ...golf, ConfirmationStatus: 'ManualConfirmed' });
    expect(within(confirmed).getByText('CONF-777')).toBeTruthy();
    expect(within(confirmed).queryByText('Given once the club confirms')).toBeNull();
  });

  it('styles Cancel booking as destructive (red), in the details and in the confirm step; Keep booking is not', () => {
    const dialog = open(golf);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel booking' });
    expect(backgroundOf(cancel)).toBe('var(--mantine-color-red-9)');
    for (const close of within(dialog).getAllByRole('button', { name: 'Close' })) {
      expect(backgroundOf(close)).not.toContain('red');
    }
    fireEvent.click(cancel);
    const ask = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(backgroundOf(within(ask).getByRole('button', { name: 'Cancel booking' }))).toBe(
      'var(--mantine-color-red-9)',
    );
    expect(backgroundOf(within(ask).getByRole('button', { name: 'Keep booking' }))).not.toContain('red');
  });
});
