import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi } from './fixtures';

/** A release as a club's content declares it (ARCHITECTURE "The release line"). */
export type Release = {
  courseId: number;
  at: string;
  lineOpensMinutesBefore: number;
  admitPerMinute: number;
  turnMinutes: number;
};

const wallClock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The first whole minute at least `leadMs` from now, as a release's `at` in the club's wall clock, and the
 * course-day whose line opens then: the last day of the window seen from the opening's own date.
 * (Zones with whole-hour offsets: a UTC minute is a wall-clock minute. An opening past the club's midnight
 * names tomorrow's last day, which the tee-time screen offers once that line gathers: teetimes'
 * `lastOfferedDate`.)
 */
export function openingAfter(
  leadMs: number,
  club: { timeZone: string; windowDays: number },
): { at: string; opensAt: Date; date: string } {
  const opensAt = new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);
  return {
    at: wallClock(opensAt, club.timeZone),
    opensAt,
    date: plusDays(localDate(opensAt, club.timeZone), club.windowDays),
  };
}

/** The club's time zone and booking window, as the API tells them. */
export async function clubFacts(
  request: APIRequestContext,
  clubId: number,
): Promise<{ timeZone: string; windowDays: number }> {
  const res = await request.get(`/api/clubs/${clubId}/details`);
  expect(res.status(), await res.text()).toBe(200);
  const details = (await res.json()) as { TimeZone: string; BookingWindowDays: number };
  return { timeZone: details.TimeZone, windowDays: details.BookingWindowDays };
}

/**
 * Staff (signed in on their own context) save the club's content as `change` makes it from the current
 * document, and get back a way to put the document back as it was.
 */
export async function withClubContent(
  browser: Browser,
  clubId: number,
  change: (content: Record<string, unknown>) => Record<string, unknown>,
): Promise<{ staff: Page; restore: () => Promise<void> }> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await loginViaApi(staff, 'staff@example.com');
  const read = await staff.request.get(`/api/staff/clubs/${clubId}/content`);
  expect(read.status(), await read.text()).toBe(200);
  const original = (await read.json()) as Record<string, unknown>;
  const saved = await staff.request.put(`/api/staff/clubs/${clubId}/content`, { data: change(original) });
  expect(saved.status(), await saved.text()).toBe(200);
  return {
    staff,
    restore: async () => {
      const back = await staff.request.put(`/api/staff/clubs/${clubId}/content`, { data: original });
      expect(back.status(), await back.text()).toBe(200);
      await context.close();
    },
  };
}

/** The content with `release` declared for its course (any other course's releases kept). */
export function addRelease(content: Record<string, unknown>, release: Release): Record<string, unknown> {
  const others = ((content.release as Release[] | undefined) ?? []).filter(
    (r) => r.courseId !== release.courseId,
  );
  return { ...content, release: [...others, release] };
}

/** Presses Tab until `target` has the focus (at most `max` presses): proof it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Text the room shows on screen (its polite status region repeats some of it, read out only). */
export const shown = (room: Locator, text: string) =>
  room.getByText(text, { exact: true }).and(room.locator(':not([role="status"])'));

/** axe-core at 1280 and at the phone width (the page is left at the phone's). */
export async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page);
  }
}

/** A course-day's waiting room: the section titled "<day> opens at <time>". */
export const waitingRoom = (page: Page) => page.getByRole('region', { name: / opens at \d\d:\d\d$/ });
