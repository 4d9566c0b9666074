import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BookingBadge } from './booking-badge';

afterEach(cleanup);

const past = {
  Cancelled: false,
  ConfirmationStatus: 'ManualConfirmed',
  Expired: true,
  NoShow: false,
} as const;

const badgeOf = (BookingType: 0 | 1 | 2 | 4) => {
  render(
    <MantineProvider env="test">
      <BookingBadge booking={{ ...past, BookingType }} />
    </MantineProvider>,
  );
  const text = screen.getByText(/Played|Completed/).textContent;
  cleanup();
  return text;
};

it('says Played for a past round only; a past treatment, meal or pass is Completed', () => {
  expect(badgeOf(0)).toBe('Played');
  expect(badgeOf(1)).toBe('Completed');
  expect(badgeOf(4)).toBe('Completed');
  expect(badgeOf(2)).toBe('Completed');
});
