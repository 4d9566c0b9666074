import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

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
    // The seed's two (the worker's other tests may have booked the member into more): earned, with when.
    const earned = cards.filter({ hasText: /Earned \d{1,2}(st|nd|rd|th) \w+ \d{4}/ });
    await expect(earned.filter({ hasText: 'First round' })).toHaveCount(1);
    await expect(earned.filter({ hasText: '5 rounds' })).toHaveCount(1);
    // Earned first, newest first; then the ones not yet earned, each with its progress.
    const texts = await cards.allInnerTexts();
    const earnedCount = await earned.count();
    expect(texts.slice(0, earnedCount).every((t) => t.includes('Earned'))).toBe(true);
    const when = texts
      .slice(0, earnedCount)
      .map((t) => Date.parse(/Earned (.*)$/m.exec(t)?.[1]?.replace(/(st|nd|rd|th) /, ' ') ?? ''));
    expect(when.every((t, i) => i === 0 || t <= (when[i - 1] as number))).toBe(true);
    for (let i = earnedCount; i < 6; i++) {
      await expect(cards.nth(i)).not.toContainText('Earned');
      await expect(cards.nth(i).getByRole('progressbar')).toBeVisible();
    }
    await expectNoAxeViolations(page);
    // The page is reachable by keyboard: Tab moves focus into the app without a trap.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveCount(1);
  });
});
