// Ad-hoc screenshots + axe-core of one screen at 1280 and 390 px (and 360 with WIDTHS=…), signed in.
// Run from the repo root: node apps/web/scripts/shot.mjs <baseUrl> <path> <name> [email]
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launchChromium, outDir } from './lib/browser.mjs';

const [, , , path = '/', name = 'screen', email = 'member@example.com'] = process.argv;
const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
const browser = await launchChromium();
const problems = [];
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  if (email !== '-') {
    const res = await page.request.post(`${baseUrl}/api/account/login`, {
      data: { email, password: 'Fairway2026!' },
    });
    if (!res.ok()) throw new Error(`login ${res.status()}`);
  }
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const v of result.violations)
    problems.push(`${name}@${width}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
  await context.close();
}
await browser.close();
console.log(problems.length ? problems.join('\n') : `${name}: axe clean, screenshots in ${outDir}`);
