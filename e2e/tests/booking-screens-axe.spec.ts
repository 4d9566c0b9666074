import type { Page } from '@playwright/test';
import { daysAhead, slotList, THEMED_CLUBS } from './booking-helpers';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

// Each test stands alone (it reads, or sets a club's content and puts it back, on its worker's own server):
// spread over the workers, not run one after another on one (the file was the browser step's last 5–6 minutes,
// one worker busy and the others done).
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [1280, 390];

/**
 * Every booking screen at 1280 and 390 px: the golf screen in all eleven themes, each other screen in one
 * theme (a different one each, its own club's where the screen wears it), so the run stays short.
 */
const OTHER_SCREENS: {
  name: string;
  path: () => string;
  /** The theme the screen wears: the booked club's, or the member's home club's. */
  themeOf: number;
  email?: string;
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'the spa (treatments and times)',
    path: () => `/spa/563/56302?Date=${daysAhead(5)}&Players=2&Juniors=0`,
    themeOf: 563,
    ready: (page) => expect(slotList(page).getByRole('button').first()).toBeVisible(),
  },
  {
    name: 'dining (covers and times)',
    path: () => `/dining/151/15103?Date=${daysAhead(5)}&Players=6&Juniors=0`,
    themeOf: 151,
    ready: (page) => expect(slotList(page).getByRole('button').first()).toBeVisible(),
  },
  {
    name: 'a hotel stay card',
    path: () =>
      `/book/additional?type=Hotel&clubId=151&courseId=15104&title=Overnight%20stay&description=B%26B&Date=${daysAhead(10)}&Players=1&Juniors=0&Nights=2`,
    themeOf: 151,
    ready: (page) => expect(page.getByRole('region', { name: 'Your stay' })).toBeVisible(),
  },
  {
    name: 'the club list',
    path: () => '/booking/clubs',
    // A member of Grove Manor (537): the list wears the home club's theme.
    themeOf: 537,
    email: 'rounds@example.com',
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'Your home club' })).toBeVisible(),
  },
  {
    name: 'the club house',
    path: () => '/booking/clubs/541',
    themeOf: 151,
    ready: (page) => expect(page.getByRole('link', { name: /^Book / }).first()).toBeVisible(),
  },
];

test.describe('other booking screens are axe-clean at 1280 and 390 px', () => {
  for (const screen of OTHER_SCREENS) {
    test(screen.name, async ({ page }) => {
      await loginViaApi(page, screen.email ?? 'member@example.com');
      await page.goto(screen.path());
      for (const width of WIDTHS) {
        // One load: the phone width follows by resizing, as in the other specs (the layout answers to it).
        await page.setViewportSize({ width, height: 900 });
        await screen.ready(page);
        await expect(page.locator('html')).toHaveClass(new RegExp(`club-${screen.themeOf}\\b`));
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe('booking screens are axe-clean in every theme at 1280 and 390 px', () => {
  for (const clubId of THEMED_CLUBS) {
    test(`club ${clubId}`, async ({ page }) => {
      await loginViaApi(page, 'member@example.com');
      await page.goto(
        `/booking/clubs/${clubId}/${clubId * 100 + 1}?Date=${daysAhead(5)}&Players=2&Juniors=0`,
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect(slotList(page).getByRole('button').first()).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`club-${clubId}\\b`));
        await expectNoAxeViolations(page);
      }
    });
  }
});
