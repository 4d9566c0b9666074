import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, loginViaApi, SWIFTSHADER_LAUNCH } from './fixtures';

// The map draws with WebGL: SwiftShader instead of the suite's --disable-gpu.
test.use({ launchOptions: SWIFTSHADER_LAUNCH });

test.describe('explore map', () => {
  test('draws the base map with club markers, and a popup leads to the tee-times screen', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginViaApi(page, 'member@example.com');
    await page.goto('/explore/clubs');
    // The List/Map switch is a segmented control: its radios are visually hidden behind their labels.
    await page.getByText('Map', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();

    const map = page.getByRole('region', { name: 'Map of the clubs' });
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
    // The canvas really draws. WebGL's buffer cannot be read back from the page, so the browser's own
    // screenshot of it is used: a blank or single-colour canvas compresses to a few kilobytes of PNG, the
    // drawn land, sea, borders and towns to far more.
    await expect
      .poll(async () => (await map.locator('canvas.maplibregl-canvas').screenshot()).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(20_000);

    await expect(page.getByRole('button', { name: 'See All Clubs' })).toBeVisible();
    const markers = page.locator('.club-marker');
    await expect(markers.first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'See All Clubs' }).click();
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();

    const first = markers.first();
    const clubName = await first.getAttribute('aria-label');
    // Markers are buttons: opened by keyboard (a marker may sit under another or outside the view).
    await first.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.maplibregl-popup');
    await expect(popup).toContainText(clubName ?? '');
    await expect(popup.getByRole('link', { name: 'Find out More' })).toBeVisible();
    await popup.getByRole('link', { name: 'Tee Times' }).click();
    await expect(page).toHaveURL(/\/booking\/clubs\/\d+\?clubid=\d+/);
  });
});
