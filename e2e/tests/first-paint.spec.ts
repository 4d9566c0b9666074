import { expect, loginViaApi, test } from './fixtures';

/**
 * The page paints the club's top bar from its HTML alone, before the app's stylesheet has arrived, and
 * the app renders only once it has (never unstyled): the stylesheet follows #root in the page.
 */
test('the top bar paints before the stylesheet loads, and the app renders after it', async ({ page }) => {
  await loginViaApi(page, 'member@example.com');
  await page.addInitScript(() => {
    const w = window as unknown as { appRenderedAt?: number };
    new MutationObserver(() => {
      const first = document.getElementById('root')?.firstElementChild;
      if (first && !first.classList.contains('fw-boot') && w.appRenderedAt === undefined) {
        w.appRenderedAt = performance.now();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  // The stylesheet held back, as on a slow line, until the page has painted without it.
  let releaseStylesheet = () => {};
  const stylesheetHeld = new Promise<void>((resolve) => {
    releaseStylesheet = resolve;
  });
  // The app's own stylesheet: the first the page links (its name is the build's to choose).
  const shell = await (await page.request.get('/')).text();
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(shell)?.[1];
  expect(href).toMatch(/^\/assets\/.+\.css$/);
  const isAppStylesheet = (url: URL) => url.pathname === href;
  await page.route(isAppStylesheet, async (route) => {
    await stylesheetHeld;
    await route.continue();
  });
  const navigation = page.goto('/');
  await page.waitForURL('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  releaseStylesheet();
  await navigation;
  await expect(page.getByText(/Welcome back/)).toBeVisible();
  const timing = await page.evaluate((stylesheet) => {
    const css = performance
      .getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname === stylesheet) as PerformanceResourceTiming | undefined;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      cssLoaded: css?.responseEnd ?? Number.NaN,
      firstPaint: paint?.startTime ?? Number.NaN,
      appRendered: (window as unknown as { appRenderedAt?: number }).appRenderedAt ?? Number.NaN,
    };
  }, href);
  expect(timing.firstPaint).toBeLessThan(timing.cssLoaded);
  expect(timing.appRendered).toBeGreaterThanOrEqual(timing.cssLoaded);
  // Themed as before: the club's colour wins over the defaults in Mantine's stylesheet, now later in the page.
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return {
      primary: style.getPropertyValue('--mantine-primary-color-filled').trim(),
      brand: style.getPropertyValue('--mantine-color-brand-filled').trim(),
    };
  });
  expect(colours.brand).not.toBe('');
  expect(colours.primary).toBe(colours.brand);
});
