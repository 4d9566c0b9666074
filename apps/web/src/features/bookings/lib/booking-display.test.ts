import type { Booking } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import {
  bannerTitle,
  bookAgainUrl,
  bookingBadge,
  canCancel,
  cardLine,
  isShownUpcoming,
} from './booking-display';

const booking: Booking = {
  Id: 1,
  BookingType: 0,
  ClubId: 151,
  ClubName: 'Foxhill Heath Golf Club',
  CourseId: 15101,
  CourseName: 'Championship Course',
  Date: '2026-07-01T23:30:00.000Z',
  NumberOfPeople: 3,
  OfWhichJuniors: 1,
  BookedByUsername: 'member@example.com',
  BookedByName: 'Alex Morgan',
  BookingRef: 'FW1',
  Notes: '',
  CancellationNotes: null,
  ConfirmationCode: 'C1',
  ConfirmationStatus: 'NotConfirmed',
  Cancelled: false,
  Cancellable: true,
  Expired: false,
  ExtraDetails: null,
  Cost: 8,
  CostUnit: 'points',
};

describe('bookingBadge', () => {
  it('reads Pending for NotConfirmed and Confirmed for ManualConfirmed', () => {
    expect(bookingBadge(booking)).toBe('pending');
    expect(bookingBadge({ ...booking, ConfirmationStatus: 'ManualConfirmed' })).toBe('confirmed');
  });

  it('lets Cancelled beat the other two', () => {
    expect(bookingBadge({ ...booking, Cancelled: true })).toBe('cancelled');
    expect(bookingBadge({ ...booking, Cancelled: true, ConfirmationStatus: 'ManualConfirmed' })).toBe(
      'cancelled',
    );
  });

  it('never leaves a past booking Pending: it reads Played unless cancelled', () => {
    expect(bookingBadge({ ...booking, Expired: true })).toBe('played');
    expect(bookingBadge({ ...booking, Expired: true, ConfirmationStatus: 'ManualConfirmed' })).toBe('played');
    expect(bookingBadge({ ...booking, Expired: true, Cancelled: true })).toBe('cancelled');
  });

  it('reads No-show for a past booking staff marked so', () => {
    expect(bookingBadge({ ...booking, Expired: true, NoShow: true })).toBe('noShow');
    expect(bookingBadge({ ...booking, Expired: true, NoShow: false })).toBe('played');
  });
});

describe('banner and line', () => {
  it('uses the course name, or the extra title', () => {
    expect(bannerTitle(booking)).toBe('Championship Course');
    expect(bannerTitle({ ...booking, ExtraDetails: { TitleDesc: 'Hotel stay', Fulfilled: false } })).toBe(
      'Hotel stay',
    );
  });

  it('gives every card its date and time; an extra (personal training) its club too', () => {
    const when = '09:30 1st July 2026';
    for (const type of [0, 1, 4] as const)
      expect(cardLine({ ...booking, BookingType: type }, when)).toBe(when);
    expect(cardLine({ ...booking, BookingType: 2 }, when)).toBe(`${when} · Foxhill Heath Golf Club`);
  });
});

describe('canCancel', () => {
  it('needs cancellable, not expired and not cancelled', () => {
    expect(canCancel(booking)).toBe(true);
    expect(canCancel({ ...booking, Cancellable: false })).toBe(false);
    expect(canCancel({ ...booking, Expired: true })).toBe(false);
    expect(canCancel({ ...booking, Cancelled: true })).toBe(false);
  });
});

describe('bookAgainUrl', () => {
  it('prefills club, course, the local date and the party', () => {
    // 23:30 UTC on 1 July is already 2 July in London (BST).
    expect(bookAgainUrl(booking, 'Europe/London')).toBe(
      '/booking/clubs/151/15101?Date=2026-07-02&Players=3&Juniors=1&BookAgain=true',
    );
    expect(bookAgainUrl(booking, 'UTC')).toBe(
      '/booking/clubs/151/15101?Date=2026-07-01&Players=3&Juniors=1&BookAgain=true',
    );
  });

  it("keeps a stay's nights", () => {
    const stay: Booking = { ...booking, BookingType: 2, CourseId: 15104, Details: { Nights: 3 } };
    expect(bookAgainUrl(stay, 'UTC')).toBe(
      '/booking/clubs/151/15104?Date=2026-07-01&Players=3&Juniors=1&BookAgain=true&Nights=3',
    );
  });
});

describe('isShownUpcoming', () => {
  it('hides fulfilled extras and cancelled extras', () => {
    expect(isShownUpcoming(booking)).toBe(true);
    expect(isShownUpcoming({ ...booking, ExtraDetails: { TitleDesc: 'x', Fulfilled: true } })).toBe(false);
    expect(isShownUpcoming({ ...booking, BookingType: 2, Cancelled: true })).toBe(false);
    expect(isShownUpcoming({ ...booking, Cancelled: true })).toBe(true);
  });
});
