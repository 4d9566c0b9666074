// Screenshots + axe-core of /Trophies (issue 8) against a running app on a fresh database.
// Run from the repo root: node apps/web/scripts/trophies-screenshots.mjs [baseUrl]
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launchChromium, outDir } from './lib/browser.mjs';

const browser = await launchChromium();
const problems = [];

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  const res = await page.request.post(`${baseUrl}/api/account/login`, {
    data: { email: 'member@example.com', password: 'Fairway2026!' },
  });
  if (!res.ok()) throw new Error(`login ${res.status()}`);
  await page.goto(`${baseUrl}/Trophies`);
  await page.getByRole('heading', { level: 1, name: 'Trophies' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(outDir, `trophies-${width}.png`), fullPage: true });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const v of result.violations)
    problems.push(`trophies@${width}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
  await context.close();
}
await browser.close();
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`trophies screenshots in ${outDir}, axe clean`);
