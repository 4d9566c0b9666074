import { expect, expectNoAxeViolations, loginViaApi, SWIFTSHADER_LAUNCH, test } from './fixtures';

// The map draws with WebGL: SwiftShader instead of the suite's --disable-gpu.
test.use({ launchOptions: SWIFTSHADER_LAUNCH });

test.describe('explore map', () => {
  test('draws the base map with club markers, and a popup leads to the tee-times screen', async ({
    page,
  }) => {
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

    // The toggle floats over the map's corner: no empty band above the map (issue 26 §12).
    const toggle = await page.getByRole('button', { name: 'See All Clubs' }).boundingBox();
    const frame = await map.boundingBox();
    expect(toggle && frame && toggle.y >= frame.y && toggle.x >= frame.x).toBe(true);
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
    // The popup's links are the theme's buttons (filled, then outlined), not underlined browser links.
    const look = (name: string) =>
      popup.getByRole('link', { name }).evaluate((el) => {
        const style = getComputedStyle(el);
        return { underline: style.textDecorationLine, background: style.backgroundColor };
      });
    const findOutMore = await look('Find out More');
    expect(findOutMore.underline).toBe('none');
    expect(findOutMore.background).not.toBe('rgba(0, 0, 0, 0)');
    expect((await look('Tee Times')).underline).toBe('none');
    await expectNoAxeViolations(page);
    await popup.getByRole('link', { name: 'Tee Times' }).click();
    await expect(page).toHaveURL(/\/booking\/clubs\/\d+\?clubid=\d+/);
  });

  test('a typed location recentres the map at zoom 8 on the place the geocoder finds with ", United Kingdom"', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/explore/clubs?showmap=true');
    const map = page.getByRole('region', { name: 'Map of the clubs' });
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
    const view = async () => ({
      center: ((await map.getAttribute('data-center')) ?? '').split(',').map(Number),
      zoom: Number(await map.getAttribute('data-zoom')),
    });
    await expect.poll(async () => (await view()).zoom).toBe(4.8);

    await page.getByRole('button', { name: 'Location', exact: true }).click();
    await page.getByRole('searchbox').fill('Harrogate');
    // Where the geocoder puts the town, asked the way the spec says: the text plus ', United Kingdom'.
    const answer = await page.request.get(
      `/api/geo/search?q=${encodeURIComponent('Harrogate, United Kingdom')}`,
    );
    const place = (await answer.json()).results[0];
    await expect.poll(async () => (await view()).zoom, { timeout: 15_000 }).toBe(8);
    const { center } = await view();
    expect(center[0]).toBeCloseTo(place.latitude, 3);
    expect(center[1]).toBeCloseTo(place.longitude, 3);
    // The town's club is drawn inside the map at zoom 8.
    const box = await map.boundingBox();
    const marker = await page.locator('.club-marker[aria-label="Lindale Park Golf Club"]').boundingBox();
    expect(box && marker).toBeTruthy();
    if (box && marker) {
      expect(marker.x).toBeGreaterThan(box.x);
      expect(marker.x + marker.width).toBeLessThan(box.x + box.width);
      expect(marker.y).toBeGreaterThan(box.y);
      expect(marker.y + marker.height).toBeLessThan(box.y + box.height);
    }
  });

  test('the map view is axe clean on a phone (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, 'member@example.com');
    await page.goto('/explore/clubs?showmap=true');
    const map = page.getByRole('region', { name: 'Map of the clubs' });
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.club-marker').first()).toBeAttached();
    await expectNoAxeViolations(page);
  });
});
