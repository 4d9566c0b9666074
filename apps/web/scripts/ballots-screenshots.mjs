// Screenshots + axe-core of the ballot's consent and eligibility states (issue 46 §2, §4, §5) against a
// running app whose demo Saturday ballot has member@'s entry with Jamie (buddy@, asking to be asked) still
// to accept: the entrant's panel waiting for Jamie, Jamie's Accept/Decline on the ballot's page (the audit
// before the draw: counts only). A refusal at entry (MEMBERSHIP_EXPIRED, NOT_ENOUGH_POINTS …) shows in the
// entry form's error alert like any API refusal; arrears@ is locked out before reaching it.
// Run from the repo root: node apps/web/scripts/ballots-screenshots.mjs [baseUrl] <ballotId> <date>
import { baseUrl, checker, launchChromium, logIn, openPage, outDir } from './lib/browser.mjs';

const [, , , ballotId, date] = process.argv;
const browser = await launchChromium();
const problems = [];
const check = checker(problems, { prefix: 'ballots-' });
const teeTimes = `/booking/clubs/151/15101?Date=${date}&Players=1&Juniors=0`;

for (const width of [1280, 390]) {
  const member = await openPage(browser, problems, width);
  await logIn(member.page, 'member@example.com');
  await member.page.goto(`${baseUrl}${teeTimes}`);
  await member.page.getByTestId('entry-waiting').waitFor();
  await check(member.page, 'entrant-waiting', width);
  await member.context.close();

  const buddy = await openPage(browser, problems, width);
  await logIn(buddy.page, 'buddy@example.com');
  await buddy.page.goto(`${baseUrl}/ballots/${ballotId}/audit`);
  await buddy.page.getByRole('button', { name: 'Accept' }).waitFor();
  await check(buddy.page, 'buddy-asked', width);
  await buddy.context.close();
}
await browser.close();
console.log(problems.length ? problems.join('\n') : `ballots: axe clean, screenshots in ${outDir}`);
