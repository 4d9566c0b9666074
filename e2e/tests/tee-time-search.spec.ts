import type { Page } from '@playwright/test';
import { daysAhead } from './booking-helpers';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

/** Alex Morgan (member@example.com) plays at Foxhill Heath (151): every other club is Open Play. */
const HOME_CLUB = 'Foxhill Heath Golf Club';

const openPlayPoints = async (page: Page) => {
  const text = await page
    .getByText(/\d+ Open Play points/)
    .first()
    .textContent();
  return Number(text?.match(/(\d+) Open Play points/)?.[1]);
};

/** A select of the form: opened by keyboard, an option picked by its name. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('find a tee time across the network (issue 43)', () => {
  test('on a phone: searches, sees several clubs, books a time at another club with Open Play, Back restores the search, sets an alert', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    const before = await openPlayPoints(page);
    expect(before).toBeGreaterThan(0);

    // The bottom bar's Book opens the network search.
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Book' }).click();
    await expect(page).toHaveURL(/\/booking\/find$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a tee time' })).toBeVisible();

    // A date a week ahead (a shared link), then a window between 8 and 10, searched.
    const date = daysAhead(7);
    await page.goto(`/booking/find?date=${date}`);
    await pick(page, 'From', '08:00');
    await pick(page, 'To', '10:00');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}&from=08%3A00&to=10%3A00`));

    const clubs = page.getByTestId('club-result');
    await expect(clubs.first()).toBeVisible();
    expect(await clubs.count()).toBeGreaterThan(2);
    const names = await clubs.getByRole('heading', { level: 2 }).allTextContents();
    expect(new Set(names).size).toBe(names.length);
    await expectNoAxeViolations(page);

    // A time at another club than the home club: its chip opens that course's booking screen, chosen.
    const away = clubs.filter({ hasNot: page.getByRole('heading', { name: HOME_CLUB }) }).first();
    const awayName = (await away.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const chip = away.getByTestId('time-chip').first();
    const chipName = (await chip.getAttribute('aria-label')) ?? '';
    const time = chipName.slice(0, 5);
    expect(time).toMatch(/^(08|09|10):\d\d$/);
    await chip.click();
    await expect(page).toHaveURL(/\/booking\/clubs\/\d+\/\d+\?/);
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(awayName);
    await expect(confirm).toContainText(time);
    await confirm.getByRole('button', { name: /^(Confirm|Request) booking$/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Your booking is made|Your booking request has been sent/ }),
    ).toBeVisible();
    // Paid from the Open Play points (the header's balance).
    await expect.poll(() => openPlayPoints(page)).toBeLessThan(before);
    const upcoming = (await (await page.request.get('/api/bookings/upcoming')).json()) as {
      ClubName: string;
    }[];
    expect(upcoming.map((b) => b.ClubName)).toContain(awayName);

    // Back returns to the search as it was: the window in the form, the clubs listed.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/booking/find\\?date=${date}&from=08%3A00&to=10%3A00`));
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('08:00');
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('10:00');
    await expect(clubs.first()).toBeVisible();

    // By time, then the alert: saved, listed on the account, deleted there.
    await page.getByText('By time', { exact: true }).click();
    await expect(page).toHaveURL(/view=times/);
    await expect(page.getByTestId('time-chip').first()).toBeVisible();
    await page.getByRole('button', { name: 'Tell me when a time like this opens' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert saved' })).toBeVisible();
    await page.getByRole('link', { name: 'See your alerts' }).click();
    await expect(page).toHaveURL(/\/account\/profile\/Alerts$/);
    const alert = page.getByTestId('tee-time-alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('08:00–10:00');
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: /^Delete the alert/ }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByText('You have no alerts.')).toBeVisible();
  });

  test('an empty search offers the whole day, a wider radius and the alert', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    const date = daysAhead(8);
    // Within 1 km of the home club for a party of four under 1 point: nothing.
    await page.goto(`/booking/find?date=${date}&players=4&radiusKm=1&maxCost=0`);
    const empty = page.getByTestId('search-empty');
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('button', { name: 'Tell me when a time like this opens' })).toBeVisible();
    await expectNoAxeViolations(page);
    await empty.getByRole('button', { name: 'Search within 10 km' }).click();
    await expect(page).toHaveURL(/radiusKm=10(&|$)/);
    await page.goBack();
    await expect(page).toHaveURL(/radiusKm=1(&|$)/);
  });
});

/**
 * The screen wears the member's home club's theme; the demo members have two home clubs between them
 * (Foxhill Heath 151, Grove Manor 537), so two of the eleven themes are checked here. The others need a
 * member of each themed club (not in the demo data yet).
 */
const THEMED_MEMBERS = [
  { email: 'member@example.com', clubId: 151 },
  { email: 'rounds@example.com', clubId: 537 },
];

test.describe("find a tee time is axe-clean in its members' themes at 1280 and 390 px", () => {
  for (const { email, clubId } of THEMED_MEMBERS) {
    test(`club ${clubId}`, async ({ page }) => {
      await loginViaApi(page, email);
      await page.goto(`/booking/find?date=${daysAhead(6)}&from=09:00&to=11:00`);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(
          page.getByTestId('club-result').or(page.getByTestId('search-empty')).first(),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`club-${clubId}\\b`));
        await expectNoAxeViolations(page);
      }
    });
  }
});
