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
  // The app's stylesheet comes in parts the page links one after another (their names are the build's to
  // choose): the last one is held, so the app must wait for all of them.
  const shell = await (await page.request.get('/')).text();
  const links = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(links.length).toBeGreaterThan(1);
  const href = links.at(-1);
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
