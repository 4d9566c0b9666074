import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

/** Presses Tab until the locator has the focus, as a keyboard user would (at most 25 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 25; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a script chunk that fails to load shows a reload prompt, not a blank page', async ({ page }) => {
  // The 404 screen is its own lazy chunk: make its download fail.
  await page.goto('/login');
  await page.route(/\/assets\/not-found-page-.*\.js$/, (route) => route.abort('failed'));
  await page.goto('/no/such/page');
  await expect(
    page.getByText('Part of this page could not be loaded. Please reload to continue.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute(/\/assets\/not-found-page-.*\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('Oops! Error 404')).toBeVisible();
});

test('a member can log in and reach the booking screens with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel(/e-?mail/i));
  await page.keyboard.type('member@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^password/i)).toBeFocused();
  await page.keyboard.type('Fairway2026!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();

  // Open the side menu from the keyboard and follow a link.
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
  await page.keyboard.press('Enter');
  const teeTimes = page.getByRole('link', { name: 'Tee Times' });
  await expect(teeTimes).toBeVisible();
  await tabTo(page, teeTimes);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\/clubs$/);
});

test('the session survives a reload', async ({ page }) => {
  await loginViaApi(page, 'member@example.com');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
  const session = await (await page.request.get('/api/account/session')).json();
  expect(session).toEqual({ isAuthenticated: true, isImpersonating: false });
});
