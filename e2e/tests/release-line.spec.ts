import type { Page } from '@playwright/test';
import { slotList } from './booking-helpers';
import { expect, loginViaApi, test } from './fixtures';
import {
  addRelease,
  axeAtBothWidths,
  clubFacts,
  openingAfter,
  type Release,
  shown,
  tabTo,
  waitingRoom,
  withClubContent,
} from './release-line-helpers';

const CLUB = 151;
/**
 * Foxhill Heath's Championship course: the test gives it a release of its own, so its line is made for this
 * test (the seed's Woodland line opens at 19:00, whenever the run is).
 */
const HEATH = 15101;
/** Far enough ahead for two members to load the room and join before the opening on a busy machine. */
const LEAD_MS = 90_000;
/** One admission every 20 s: the second member waits in the line long enough to read their place. */
const ADMIT_PER_MINUTE = 3;

type Ticket = { Id: string; State: string; Position: number | null };
type Line = { Id: number; State: string; MyTicket: Ticket | null };

async function lineOf(page: Page, date: string): Promise<Line> {
  const res = await page.request.get(`/api/release-lines?clubId=${CLUB}&courseId=${HEATH}&date=${date}`);
  expect(res.status(), await res.text()).toBe(200);
  const [line] = (await res.json()) as Line[];
  expect(line).toBeDefined();
  return line as Line;
}

test('two members join the line on a phone before the opening; the second waits their place, books in their turn by keyboard, and finds the order in the audit', async ({
  browser,
}) => {
  const staffContext = await browser.newContext();
  const facts = await clubFacts(staffContext.request, CLUB);
  await staffContext.close();
  const opening = openingAfter(LEAD_MS, facts);
  const release: Release = {
    courseId: HEATH,
    at: opening.at,
    lineOpensMinutesBefore: 15,
    admitPerMinute: ADMIT_PER_MINUTE,
    turnMinutes: 3,
  };
  const { restore } = await withClubContent(browser, CLUB, (content) => addRelease(content, release));
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    const emails = ['member@example.com', 'buddy@example.com'];
    const sheet = `/booking/clubs/${CLUB}/${HEATH}?Date=${opening.date}&Players=1&Juniors=0`;
    for (const [i, page] of pages.entries()) {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginViaApi(page, emails[i] as string);
      await page.goto(sheet);
      // The day is the line's: the waiting room stands where the tee sheet would, counting down to the opening.
      const room = waitingRoom(page);
      await expect(room).toBeVisible();
      await expect(room.getByRole('heading')).toHaveText(new RegExp(`opens at ${opening.at}$`));
      await expect(room.getByText('The tee sheet opens in')).toBeVisible();
      await expect(slotList(page)).toHaveCount(0);
      // The line says when the day opens: no "beyond the booking window" notice beside it.
      await expect(page.getByText("That date is beyond the club's booking window.")).toHaveCount(0);
      // Joined from the keyboard.
      await tabTo(page, room.getByRole('button', { name: 'Join the line' }));
      await page.keyboard.press('Enter');
      await expect(shown(room, `You are in. Your place is drawn at ${opening.at}.`)).toBeVisible();
      await expect(room.getByRole('button', { name: 'Join the line' })).toHaveCount(0);
    }
    // Before the opening nobody has a place yet, and the order is a secret.
    for (const page of pages) expect((await lineOf(page, opening.date)).MyTicket?.Position).toBeNull();
    await axeAtBothWidths(pages[0] as Page);

    // The opening: the line orders both tickets at random. One member's turn comes at once, the other waits.
    const places = await Promise.all(
      pages.map(async (page) => {
        await expect
          .poll(async () => (await lineOf(page, opening.date)).MyTicket?.Position ?? null, {
            timeout: LEAD_MS + 90_000,
          })
          .not.toBeNull();
        return (await lineOf(page, opening.date)).MyTicket?.Position as number;
      }),
    );
    expect([...places].sort()).toEqual([1, 2]);
    const first = pages[places.indexOf(1)] as Page;
    const second = pages[places.indexOf(2)] as Page;
    await expect(shown(waitingRoom(first), 'It is your turn')).toBeVisible();

    // The second member reads their place and wait, without a reload.
    const room = waitingRoom(second);
    await expect(shown(room, 'You are number 2 — less than a minute')).toBeVisible();
    await expect(slotList(second)).toHaveCount(0);
    // The screen reader hears the place politely (the phase changed, so at once).
    await expect(room.getByRole('status')).toHaveText('You are number 2 — less than a minute');
    await expect(room.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    // Their turn: the time left to book, and the tee sheet opens in place.
    await expect(shown(room, 'It is your turn')).toBeVisible({ timeout: 60_000 });
    await expect(room.getByText('Time left to book:')).toBeVisible();
    await expect(room.getByRole('status')).toHaveText(/^Choose a time and book before \d\d:\d\d\.$/);
    const slots = slotList(second);
    await expect(slots.locator('button:enabled').first()).toBeVisible();
    await axeAtBothWidths(second);

    // Booked from the keyboard within the turn.
    await tabTo(second, slots.locator('button:enabled').first(), 80);
    await second.keyboard.press('Enter');
    const confirm = second.getByRole('dialog', { name: 'Confirm your booking' });
    await tabTo(second, confirm.getByRole('button', { name: /^(Confirm|Request) booking$/ }));
    await second.keyboard.press('Enter');
    await expect(
      second
        .getByRole('status')
        .filter({ hasText: /Your booking is made|Your booking request has been sent/ }),
    ).toBeVisible();

    // The ticket is done, and the order can be checked: both tickets in the drawn order, theirs marked.
    const line = await lineOf(second, opening.date);
    expect(line.MyTicket?.State).toBe('Done');
    const audit = (await (await second.request.get(`/api/release-lines/${line.Id}/audit`)).json()) as {
      Order: string[];
    };
    expect(audit.Order).toHaveLength(2);
    expect(audit.Order[1]).toBe(line.MyTicket?.Id);
    await second.goto(`/release-lines/${line.Id}/audit`);
    await expect(second.getByRole('heading', { level: 1, name: 'How the line is ordered' })).toBeVisible();
    const rows = second.getByRole('region', { name: "The line's tickets" }).getByRole('row');
    await expect(rows).toHaveCount(3);
    for (const [i, ticketId] of audit.Order.entries()) {
      await expect(rows.nth(i + 1)).toContainText(`${i + 1}${ticketId}`);
      await expect(rows.nth(i + 1)).toContainText('Before the opening (drawn)');
    }
    await expect(rows.nth(2)).toContainText('Yours');
    await axeAtBothWidths(second);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await restore();
  }
});
