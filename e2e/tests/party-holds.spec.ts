import type { Page } from '@playwright/test';
import { daysAhead, slotList } from './booking-helpers';
import { expect, expectNoAxeViolations, signedInPage, test } from './fixtures';

/** Resolves once the page's hub connection is up (Socket.IO's connect packet "40" answered). */
const hubConnected = (page: Page) =>
  page
    .waitForEvent('websocket', (ws) => ws.url().includes('/signalr/notificationHub'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));

/**
 * axe-core measures colours mid-transition; wait until every open dialog has faded fully in and no CSS
 * transition runs (the chosen time's button fills with the theme colour behind the dialog).
 */
async function expectAxeCleanWhenSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay')].every(
            (el) => getComputedStyle(el).opacity === '1',
          ) && document.getAnimations().every((a) => !(a instanceof CSSTransition)),
      ),
    )
    .toBe(true);
  await expectNoAxeViolations(page);
}

/**
 * Party holds and consent (issue 22 §3): Jamie asks to be asked before a buddy books them in; Alex books
 * a tee time with Jamie, and the places are held with a countdown until Jamie accepts from the live toast,
 * which books the party and charges each payer then.
 */
test('a buddy who asked to be asked accepts from the toast: the held places become the booking', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context: memberContext, page: member } = await signedInPage(browser, 'member@example.com');
  const { context: buddyContext, page: buddy } = await signedInPage(browser, 'buddy@example.com');
  const origin = new URL(baseURL!).origin;

  // Demo data makes them buddies; another spec in this worker may have unmade it, so make sure.
  const buddies = (await (await member.request.get('/api/buddies')).json()) as { name: string }[];
  if (!buddies.some((b) => b.name === 'Jamie Clarke')) {
    const headers = { origin };
    const found = await (
      await member.request.post('/api/buddies/find', { data: { query: 'buddy@example.com' }, headers })
    ).json();
    await member.request.post('/api/buddies/requests', { data: { Target: found.Buddy.Target }, headers });
    const [request] = (await (await buddy.request.get('/api/buddies/requests/incoming')).json()) as {
      target: string;
    }[];
    const accepted = await buddy.request.post(`/api/buddies/requests/${request!.target}/accept`, { headers });
    expect(accepted.status()).toBe(204);
  }

  try {
    // Jamie turns the switch on, on their account page.
    await buddy.goto('/account/profile');
    const ask = buddy.getByRole('switch', { name: 'Ask me before a buddy books me in' });
    await expect(ask).not.toBeChecked();
    await ask.check();
    await expect(buddy.getByText('Your preference has been saved.')).toBeVisible();
    await expect(ask).toBeChecked();
    await expectNoAxeViolations(buddy);

    // Jamie waits on their dashboard, connected to the hub.
    const live = hubConnected(buddy);
    await buddy.goto('/');
    await live;
    const buddyBefore = (await (await buddy.request.get('/api/member/points')).json()).homePoints as number;

    // Alex books a tee time for two with Jamie: nothing is booked yet, the places are held and counted down.
    await member.goto(`/booking/clubs/151/15101?Date=${daysAhead(9)}&Players=2&Juniors=0`);
    await member.getByRole('combobox', { name: 'Buddies playing with you' }).focus();
    await member.keyboard.press('ArrowDown');
    await member.getByRole('option', { name: 'Jamie Clarke' }).click();
    await member.keyboard.press('Escape');
    const slot = slotList(member).locator('button:not([disabled])').first();
    await slot.click();
    const dialog = member.getByRole('dialog', { name: 'Confirm your booking' });
    await expectAxeCleanWhenSettled(member);
    await dialog.getByRole('button', { name: 'Request booking' }).click();
    const hold = member.getByRole('status').filter({ hasText: 'Waiting for your buddies' });
    await expect(hold).toBeVisible();
    await expect(hold).toContainText(/Places held for: (10:00|9:\d\d)/);
    await expect(hold).toContainText('Jamie Clarke: waiting for an answer');
    await expectNoAxeViolations(member);
    const upcomingBefore = (await (await buddy.request.get('/api/bookings/upcoming')).json()) as unknown[];

    // Jamie is asked live: the toast counts down with Accept and Decline.
    const toast = buddy.locator('.mantine-Notification-root', {
      hasText: 'A buddy would like to book you in',
    });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Alex Morgan would like to book you into');
    await expect(toast).toContainText(/Time left to answer: (10:00|9:\d\d)/);
    await expectNoAxeViolations(buddy);
    await toast.getByRole('button', { name: 'Accept' }).click();
    await expect(toast).toContainText('You are booked in');

    // The booking is made now: Jamie paid their share, and Alex's screen says so.
    await expect(
      member.getByRole('status').filter({ hasText: 'Everyone accepted: your party is booked' }),
    ).toBeVisible();
    const upcoming = (await (await buddy.request.get('/api/bookings/upcoming')).json()) as unknown[];
    expect(upcoming.length).toBe(upcomingBefore.length + 1);
    const buddyAfter = (await (await buddy.request.get('/api/member/points')).json()).homePoints as number;
    expect(buddyAfter).toBeLessThan(buddyBefore);

    // The invitations screen (where the notification leads) has nothing left to answer.
    await buddy.goto('/booking/invitations');
    await expect(buddy.getByText('No buddy is waiting for your answer.')).toBeVisible();
    await expectNoAxeViolations(buddy);
  } finally {
    // Other specs in this worker book Jamie in without asking.
    await buddy.request.put('/api/account/preferences', {
      data: { AskBeforeBookingMeIn: false },
      headers: { origin },
    });
    await memberContext.close();
    await buddyContext.close();
  }
});
