import type { Page } from '@playwright/test';
import { daysAhead, THEMED_CLUBS } from './booking-helpers';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';
import {
  addRelease,
  axeAtBothWidths,
  clubFacts,
  openingAfter,
  shown,
  tabTo,
  waitingRoom,
  withClubContent,
} from './release-line-helpers';

// Each test stands alone (it reads, or sets a club's content and puts it back, on its worker's own server):
// spread over the workers, not run one after another on one (the file was the browser step's last 5–6 minutes,
// one worker busy and the others done).
test.describe.configure({ mode: 'parallel' });

/** member@example.com's home club: the network search wears its document's theme. */
const HOME = 151;

/**
 * Issue 45 §2 and issue 43 §2: the waiting room, the line's audit and the search screen are axe-clean in all
 * eleven themes. The line's screens wear the line's club's theme; the home club's own is checked by the
 * journey (release-line.spec.ts), whose courses' lines it uses.
 */
/**
 * Where each theme's line is: the club's own golf course; the platform's document (club 0), which staff do
 * not edit, is worn by The Grove Hill's (523) document on its second golf course, the Hill Course.
 */
const LINE_CASES = THEMED_CLUBS.filter((id) => id !== HOME).map((themed) =>
  themed === 0
    ? { themed, clubId: 523, courseId: 52302 }
    : { themed, clubId: themed, courseId: themed * 100 + 1 },
);

async function themeOf(page: Page, clubId: number): Promise<{ primaryColor: string }> {
  const res = await page.request.get(`/api/clubs/${clubId}/content`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { theme: { primaryColor: string } }).theme;
}

test.describe("the release line's screens are axe-clean in every club's theme at 1280 and 390 px", () => {
  for (const { themed, clubId, courseId } of LINE_CASES) {
    test(`club ${themed}'s theme: the waiting room and the audit`, async ({ page, browser }) => {
      await loginViaApi(page, 'member@example.com');
      const theme = await themeOf(page, themed);
      // The club's golf course opens its last day through a line 20 minutes from now, gathering already.
      const opening = openingAfter(20 * 60_000, await clubFacts(page.request, clubId));
      const release = {
        courseId,
        at: opening.at,
        lineOpensMinutesBefore: 60,
        admitPerMinute: 120,
        turnMinutes: 3,
      };
      const { restore } = await withClubContent(browser, clubId, (content) => ({
        ...addRelease(content, release),
        theme,
      }));
      const wearsTheme = async () => {
        await expect(page.locator('html')).toHaveClass(new RegExp(`club-${clubId}\\b`));
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme.primaryColor);
      };
      try {
        await page.goto(`/booking/clubs/${clubId}/${courseId}?Date=${opening.date}&Players=1&Juniors=0`);
        const room = waitingRoom(page);
        const join = room.getByRole('button', { name: 'Join the line' });
        await expect(join).toBeVisible();
        await wearsTheme();
        await axeAtBothWidths(page);
        await tabTo(page, join);
        await page.keyboard.press('Enter');
        await expect(shown(room, `You are in. Your place is drawn at ${opening.at}.`)).toBeVisible();
        await expectNoAxeViolations(page);

        const res = await page.request.get(
          `/api/release-lines?clubId=${clubId}&courseId=${courseId}&date=${opening.date}`,
        );
        const [line] = (await res.json()) as { Id: number; MyTicket: { Id: string } }[];
        await page.goto(`/release-lines/${line?.Id}/audit`);
        await expect(page.getByRole('heading', { level: 1, name: 'How the line is ordered' })).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: 'Yours' })).toContainText(
          line?.MyTicket.Id ?? '-',
        );
        await wearsTheme();
        await axeAtBothWidths(page);
      } finally {
        await restore();
      }
    });
  }
});

test.describe("find a tee time is axe-clean in every club's theme at 1280 and 390 px", () => {
  for (const clubId of THEMED_CLUBS) {
    test(`club ${clubId}'s theme: results and the empty state`, async ({ page, browser }) => {
      await loginViaApi(page, 'member@example.com');
      // The screen wears the member's home club's document: that document takes this club's theme (a club's
      // look is its document's data, so the screen draws exactly as for one of this club's members).
      const theme = await themeOf(page, clubId);
      const { restore } = await withClubContent(browser, HOME, (content) => ({ ...content, theme }));
      try {
        await page.goto(`/booking/find?date=${daysAhead(6)}&from=09:00&to=11:00`);
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme.primaryColor);
        await expect(page.getByTestId('club-result').first()).toBeVisible();
        await axeAtBothWidths(page);
        // Within 1 km for four under 1 point: nothing, and what to do about it.
        await page.goto(`/booking/find?date=${daysAhead(8)}&players=4&radiusKm=1&maxCost=0`);
        await expect(page.getByTestId('search-empty')).toBeVisible();
        await axeAtBothWidths(page);
      } finally {
        await restore();
      }
    });
  }
});
