// Screenshots + axe-core of /Trophies (issue 8) against a running app on a fresh database.
// Run from the repo root: node apps/web/scripts/trophies-screenshots.mjs [baseUrl]
import { baseUrl, checker, launchChromium, logIn, openPage, outDir } from './lib/browser.mjs';

const browser = await launchChromium();
const problems = [];
// One page, so its screenshots are trophies-<width>.png and its lines trophies@<width>.
const check = checker(problems, { targets: 1 });

for (const width of [1280, 390]) {
  const { context, page } = await openPage(browser, problems, width);
  await logIn(page, 'member@example.com');
  await page.goto(`${baseUrl}/Trophies`);
  await page.getByRole('heading', { level: 1, name: 'Trophies' }).waitFor();
  await check(page, 'trophies', width);
  await context.close();
}
await browser.close();
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`trophies screenshots in ${outDir}, axe clean`);
