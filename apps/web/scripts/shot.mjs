// Ad-hoc screenshots + axe-core of one screen at 1280 and 390 px (and 360 with WIDTHS=…), signed in.
// Run from the repo root: node apps/web/scripts/shot.mjs <baseUrl> <path> <name> [email]
import { baseUrl, checker, launchChromium, logIn, openPage, outDir } from './lib/browser.mjs';

const [, , , path = '/', name = 'screen', email = 'member@example.com'] = process.argv;
const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
const browser = await launchChromium();
const problems = [];
const check = checker(problems, { wait: 800, targets: 1 });
for (const width of widths) {
  const { context, page } = await openPage(browser, problems, width);
  if (email !== '-') await logIn(page, email);
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await check(page, name, width);
  await context.close();
}
await browser.close();
console.log(problems.length ? problems.join('\n') : `${name}: axe clean, screenshots in ${outDir}`);
