import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmBookingDialog } from './confirm-booking-dialog';

afterEach(cleanup);

const show = (requiresConfirmation: boolean | undefined, unit: 'points' | 'rounds' = 'points') => {
  render(
    <MantineProvider env="test">
      <ConfirmBookingDialog
        opened
        slot={{ time: '2026-12-20T10:00:00.000Z', freePlaces: 4, cost: 1, bookable: true }}
        where="Heath Course · Foxhill Heath Golf Club"
        partyText="1 Player"
        notes=""
        unit={unit}
        requiresConfirmation={requiresConfirmation}
        timeZone="Europe/London"
        loading={false}
        error={undefined}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Confirm your booking' });
};

describe('ConfirmBookingDialog', () => {
  it('asks for a request, and says the club will confirm it, where the club confirms every booking', () => {
    const dialog = show(true);
    expect(within(dialog).getByRole('button', { name: 'Request booking' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm booking' })).toBeNull();
    expect(within(dialog).getByText(/stays Pending until the club confirms it/)).toBeTruthy();
  });

  it('confirms at once elsewhere, with no word of a request', () => {
    for (const flag of [false, undefined]) {
      const dialog = show(flag);
      expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeTruthy();
      expect(within(dialog).queryByText(/Pending/)).toBeNull();
      cleanup();
    }
  });

  it('names the cost in the day’s unit, one in the singular', () => {
    expect(within(show(false, 'rounds')).getByText('1 round')).toBeTruthy();
  });
});
