import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, loginViaApi } from './fixtures';

test.describe('trophies', () => {
  test('the demo member sees earned trophies first, then progress, axe clean and by keyboard', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    // Reached from the member card on the dashboard.
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Member card' })
      .getByRole('link', { name: 'Your trophies' })
      .click();
    await expect(page).toHaveURL(/\/Trophies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trophies' })).toBeVisible();
    const cards = page.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    // Earned first (newest first), each with when.
    await expect(cards.nth(0)).toContainText('5 rounds');
    await expect(cards.nth(0)).toContainText(/Earned \d{1,2}(st|nd|rd|th) \w+ \d{4}/);
    await expect(cards.nth(1)).toContainText('First round');
    await expect(cards.nth(1)).toContainText('Earned');
    // Then the ones not yet earned, with progress.
    await expect(cards.nth(2)).toContainText('10 rounds');
    await expect(cards.nth(2)).not.toContainText('Earned');
    await expect(cards.nth(2).getByRole('progressbar')).toBeVisible();
    await expectNoAxeViolations(page);
    // The page is reachable by keyboard: Tab moves focus into the app without a trap.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveCount(1);
  });
});
