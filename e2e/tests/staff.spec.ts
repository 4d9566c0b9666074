import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

interface WireBooking {
  Id: number;
  CourseName: string;
  BookingRef: string;
  ConfirmationStatus: 'NotConfirmed' | 'ManualConfirmed';
  Cancelled: boolean;
  Cancellable: boolean;
  Expired: boolean;
  NumberOfPeople: number;
}

async function upcoming(page: Page): Promise<WireBooking[]> {
  const res = await page.request.get('/api/bookings/upcoming');
  expect(res.status()).toBe(200);
  return res.json();
}

/** Opens the details dialog of the card whose booking code is the booking's. */
async function openDetailsOf(page: Page, booked: WireBooking) {
  const cards = page.getByRole('article', { name: booked.CourseName });
  await expect(cards.first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: booked.CourseName });
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).getByRole('button', { name: 'View details' }).click();
    await expect(dialog).toBeVisible();
    if (await dialog.getByText(booked.BookingRef, { exact: true }).isVisible()) return dialog;
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  }
  throw new Error(`No card shows booking ${booked.BookingRef}`);
}

/** Screenshots at 1280 and 390 px for review, axe-clean at both (issue 44). */
async function shotsAt(page: Page, name: string) {
  fs.mkdirSync('/work/shots/uxb', { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/work/shots/uxb/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('staff console', () => {
  test('staff confirm the member’s pending booking with a code; the member sees it Confirmed', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    const pending = (await upcoming(page)).find(
      (b) => !b.Cancelled && b.ConfirmationStatus === 'NotConfirmed',
    )!;
    expect(pending).toBeTruthy();

    await loginViaApi(page, 'staff@example.com');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/staff');
      await expect(page.getByRole('heading', { level: 1, name: 'Club queue' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // Within its own list: an extra awaiting confirmation is also listed under Extras to fulfil, and stays there.
    const item = page
      .getByRole('region', { name: 'Bookings awaiting confirmation' })
      .getByRole('listitem')
      .filter({ hasText: pending.BookingRef });
    // Issue 44 item 11: the item says what is confirmed (the tee time and the party), and Confirm says it is done.
    await expect(item).toContainText(`${pending.NumberOfPeople} player`);
    await expect(item).toContainText(/\d\d:\d\d \d+(st|nd|rd|th) \w+ \d{4}/);
    await item.getByRole('textbox', { name: 'Confirmation code' }).fill('E2E-CONF-1');
    await item.getByRole('button', { name: /^Confirm/ }).click();
    await expect(item).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: `Confirmed ${pending.BookingRef}` }),
    ).toBeVisible();
    await shotsAt(page, 'staff-confirmed');

    await loginViaApi(page, 'member@example.com');
    const after = (await upcoming(page)).find((b) => b.Id === pending.Id)!;
    expect(after.ConfirmationStatus).toBe('ManualConfirmed');
  });

  test('a member asks the club to cancel a booking inside the cut-off', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    const late = (await upcoming(page)).find((b) => !b.Cancelled && !b.Cancellable && !b.Expired)!;
    expect(late).toBeTruthy();
    await page.goto('/');
    const dialog = await openDetailsOf(page, late);
    await expect(dialog).toContainText('cannot be cancelled online');
    await dialog.getByRole('button', { name: 'Ask the club to cancel' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
    await expectNoAxeViolations(page);

    await loginViaApi(page, 'staff@example.com');
    await page.goto('/staff');
    const request = page
      .getByRole('region', { name: 'Cancellation requests' })
      .getByRole('listitem')
      .filter({ hasText: late.BookingRef });
    await expect(request.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(request).toContainText(`${late.NumberOfPeople} player`);

    // Issue 44 item 11: Approve and refund spends money, so it asks first, saying what it refunds.
    await request.getByRole('button', { name: 'Approve and refund' }).click();
    const ask = page.getByRole('dialog', { name: `Cancel and refund ${late.BookingRef}?` });
    await expect(ask).toContainText('everyone who paid for it is refunded');
    await shotsAt(page, 'staff-approve-dialog');
    await ask.getByRole('button', { name: 'Keep the booking' }).click();
    await expect(ask).toBeHidden();
    await loginViaApi(page, 'member@example.com');
    expect((await upcoming(page)).find((b) => b.Id === late.Id)?.Cancelled).toBe(false);
    await loginViaApi(page, 'staff@example.com');
    await page.goto('/staff');
    await request.getByRole('button', { name: 'Approve and refund' }).click();
    await ask.getByRole('button', { name: 'Approve and refund' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Cancelled and refunded ${late.BookingRef}` }),
    ).toBeVisible();
    await expect(request).toHaveCount(0);
    await loginViaApi(page, 'member@example.com');
    const cancelled = (await upcoming(page)).find((b) => b.Id === late.Id);
    expect(cancelled === undefined || cancelled.Cancelled).toBe(true);
  });
});
