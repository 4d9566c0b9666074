import type { Booking } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingSuccess } from './booking-success';

afterEach(cleanup);

const booking = (ConfirmationStatus: Booking['ConfirmationStatus']): Booking => ({
  Id: 9,
  BookingType: 0,
  ClubId: 151,
  ClubName: 'Foxhill Heath Golf Club',
  CourseId: 15101,
  CourseName: 'Heath Course',
  Date: '2026-12-20T10:00:00.000Z',
  NumberOfPeople: 1,
  OfWhichJuniors: 0,
  BookedByUsername: 'member@example.com',
  BookedByName: 'Alex Morgan',
  BookingRef: 'FH9',
  Notes: '',
  CancellationNotes: null,
  ConfirmationCode: 'C9',
  ConfirmationStatus,
  Cancelled: false,
  Cancellable: true,
  Expired: false,
  ExtraDetails: null,
  Cost: 8,
  CostUnit: 'points',
});

const show = (b: Booking) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <BookingSuccess booking={b} timeZone="Europe/London" onBookAnother={() => undefined} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('BookingSuccess', () => {
  it('reads as a request sent when the club confirms bookings itself (NotConfirmed)', () => {
    show(booking('NotConfirmed'));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Your booking request has been sent');
    expect(status.textContent).toContain("Your request's booking code is FH9.");
    expect(status.textContent).not.toContain('Your booking is made');
  });

  it('reads as made when the club confirms at once', () => {
    show(booking('ManualConfirmed'));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Your booking is made');
    expect(status.textContent).not.toContain('request');
  });
});
