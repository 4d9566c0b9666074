import { daysAhead } from './booking-helpers';
import { expect, loginViaApi, SWIFTSHADER_LAUNCH, test } from './fixtures';

// The map draws with WebGL: SwiftShader instead of the suite's --disable-gpu.
test.use({ launchOptions: SWIFTSHADER_LAUNCH });

test.describe('find a tee time: the map view', () => {
  test('marks each club with a time by its earliest one', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto(`/booking/find?date=${daysAhead(8)}&view=map`);
    await expect(page.getByRole('region', { name: 'Map of the clubs' })).toBeVisible();
    const marks = page.locator('[data-mark]');
    await expect(marks.first()).toBeVisible();
    await expect(marks.first()).toHaveText(/^\d\d:\d\d$/);
    expect(await marks.count()).toBeGreaterThan(1);
  });
});
