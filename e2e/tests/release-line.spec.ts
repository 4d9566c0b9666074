import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const CLUB = 151;
/** Foxhill Heath's Woodland course: the seed gives it a release (its window's last day opens at 19:00). */
const WOODLAND = 15102;
/** Foxhill Heath books 30 days ahead: the day a release opens is today + 30 on the club's clock. */
const WINDOW_DAYS = 30;
const ZONE = 'Europe/London';

/** The club's wall clock now (`HH:mm`, this minute) and the date a window of `days` opens today. */
function clubClock(days: number): { minute: string; openingDate: string } {
  const now = new Date();
  const minute = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
  const opening = new Date(`${today}T12:00:00Z`);
  opening.setUTCDate(opening.getUTCDate() + days);
  return { minute, openingDate: opening.toISOString().slice(0, 10) };
}

test('a member joins the line of a day that has just opened, books in their turn, and can check the order, on a phone', async ({
  page,
  browser,
}) => {
  // Staff move the Woodland course's release to this minute: the day opens now, through its line.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await loginViaApi(staffPage, 'staff@example.com');
  const original = await (await staffPage.request.get(`/api/staff/clubs/${CLUB}/content`)).json();
  const { minute, openingDate } = clubClock(WINDOW_DAYS);
  const release = {
    courseId: WOODLAND,
    at: minute,
    lineOpensMinutesBefore: 15,
    admitPerMinute: 120,
    turnMinutes: 3,
  };
  const saved = await staffPage.request.put(`/api/staff/clubs/${CLUB}/content`, {
    data: { ...original, release: [release] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, 'member@example.com');
    await page.goto(`/booking/clubs/${CLUB}/${WOODLAND}?Date=${openingDate}&Players=1&Juniors=0`);

    // The day is the line's: the waiting room stands where the tee sheet would, with a way to join.
    const room = page.getByRole('region', { name: /opens at/ });
    await expect(room).toBeVisible();
    await expect(page.getByRole('list', { name: 'Available times' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await room.getByRole('button', { name: 'Join the line' }).focus();
    await page.keyboard.press('Enter');

    // Nobody else is in it: the member's turn comes at once, with the time left to book, and the sheet opens.
    await expect(room.getByText('It is your turn')).toBeVisible();
    await expect(room.getByText('Time left to book:')).toBeVisible();
    const slots = page.getByRole('list', { name: 'Available times' });
    await expect(slots.locator('button:enabled').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/release-line-turn-390.png', fullPage: true });

    await slots.locator('button:enabled').first().click();
    await page
      .getByRole('dialog', { name: 'Confirm your booking' })
      .getByRole('button', { name: /^(Confirm|Request) booking$/ })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: /Your booking is made|Your booking request has been sent/ }),
    ).toBeVisible();

    // The ticket is done, and the line's order can be checked by anyone: the member finds their ticket in it.
    const [line] = await (
      await page.request.get(`/api/release-lines?clubId=${CLUB}&courseId=${WOODLAND}&date=${openingDate}`)
    ).json();
    expect(line.MyTicket.State).toBe('Done');
    await page.goto(`/release-lines/${line.Id}/audit`);
    await expect(page.getByRole('heading', { level: 1, name: 'How the line is ordered' })).toBeVisible();
    const mine = page.getByRole('row').filter({ hasText: 'Yours' });
    await expect(mine).toContainText(line.MyTicket.Id);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
  } finally {
    await staffPage.request.put(`/api/staff/clubs/${CLUB}/content`, { data: original });
    await staff.close();
  }
});
