import { expect, expectNoAxeViolations, test } from './fixtures';

/** The suite's axe scan (fixtures.ts expectNoAxeViolations) on a page made for it, no server needed. */
test('the axe scan fails on a violation and names it; a second scan of the document reuses its axe-core', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Scan</title></head><body><main><h1>Scan</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt: img');
  // The image named: the same document scans clean, with the axe-core the first scan put there.
  await page.evaluate(() => {
    document.querySelector('img')?.setAttribute('alt', 'A dot');
    (window as unknown as { firstAxe: unknown }).firstAxe = (window as unknown as { axe: unknown }).axe;
  });
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { firstAxe: unknown; axe: unknown };
      return w.firstAxe === w.axe;
    }),
  ).toBe(true);
});
