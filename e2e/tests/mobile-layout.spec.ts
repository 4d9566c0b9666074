import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

/** Every control of the top bar on one row inside the 60 px bar, and nothing wider than the screen. */
async function topBarFits(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement;
    const controls = [...header.querySelectorAll('button, a, img')].map((e) => e.getBoundingClientRect());
    return {
      overflow: header.scrollWidth - header.clientWidth,
      right: Math.max(...controls.map((r) => r.right)),
      bottom: Math.max(...controls.map((r) => r.bottom)),
    };
  });
}

test.describe('the mobile top bar at 360 px (issue 11 §4)', () => {
  for (const [email, brand] of [
    ['member@example.com', 'Foxhill Heath'],
    ['rounds@example.com', 'Grove Manor'],
  ] as const) {
    test(`${email}: the club's mark, points and every icon fit on one row`, async ({ page }) => {
      await loginViaApi(page, email);
      await page.goto('/');
      const header = page.locator('header');
      await expect(header.getByRole('link', { name: brand })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
      const fit = await topBarFits(page);
      expect(fit.overflow).toBe(0);
      expect(fit.right).toBeLessThanOrEqual(360);
      expect(fit.bottom).toBeLessThanOrEqual(60);
      // The dashboard's tabs stay on one line too.
      const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
      const tops = await tabs.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      // Club 537 switches checkout off, so its members have no Renew and Top-up tabs (issue 26 §1).
      expect(tops.length).toBeGreaterThanOrEqual(2);
      expect(new Set(tops).size).toBe(1);
      await expectNoAxeViolations(page);
    });
  }
});
