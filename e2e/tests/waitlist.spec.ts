import { daysAhead } from './booking-helpers';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

/**
 * Waitlist with timed offers (issue 22 §2): a member joins the waitlist of a full time; when another
 * member cancels, the places are held for them, a toast counts down, and Accept books them.
 */
test('a member waits for a full time, is offered the freed places live and accepts: booked', async ({
  browser,
  baseURL,
}) => {
  const date = daysAhead(27); // outside Foxhill's 14-day cut-off: the holder may cancel
  const waiterContext = await browser.newContext();
  const holderContext = await browser.newContext();
  const waiter = await waiterContext.newPage();
  const holder = await holderContext.newPage();
  await loginViaApi(waiter, 'member@example.com');
  await loginViaApi(holder, 'buddy@example.com');

  const sheet = await (
    await holder.request.get(`/api/teetimes?clubId=151&courseId=15101&date=${date}&players=4&juniors=0`)
  ).json();
  const slot = (sheet.slots as { time: string; bookable: boolean }[]).filter((s) => s.bookable).at(-1)!;
  const origin = new URL(baseURL!).origin;
  const booked = await holder.request.post('/api/bookings', {
    data: { clubId: 151, courseId: 15101, time: slot.time, players: 4, juniors: 0 },
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The waiter sees the full time and joins its waitlist for a party of two, where the time stands.
  await waiter.goto(`/booking/clubs/151/15101?Date=${date}&Players=2&Juniors=0`);
  const panel = waiter.getByRole('list', { name: 'Available times' });
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(slot.time));
  await panel.getByRole('button', { name: `Join the waitlist at ${hhmm} for 2 players` }).click();
  await expect(panel.getByText('You are number 1 on the waitlist')).toBeVisible();
  await expectNoAxeViolations(waiter);

  // On the dashboard, live: the holder cancels and the freed places are offered to the waiter.
  const live = waiter
    .waitForEvent('websocket', (ws) => ws.url().includes('/signalr/notificationHub'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
  await waiter.goto('/');
  await expect(waiter.getByRole('region', { name: 'My waitlist places' })).toContainText(
    'You are number 1 on the waitlist',
  );
  await live;
  const cancelled = await holder.request.post(`/api/bookings/${(await booked.json()).Id}/cancel`, {
    headers: { origin },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const toast = waiter.locator('.mantine-Notification-root', {
    hasText: 'Places free on your waitlist time',
  });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/Time left to accept: 1[45]:\d\d/);
  await expectNoAxeViolations(waiter);
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(toast).toContainText('You are booked');

  const upcoming = await (await waiter.request.get('/api/bookings/upcoming')).json();
  const mine = (upcoming as { Date: string; NumberOfPeople: number; Cancelled: boolean }[]).filter(
    (b) => Date.parse(b.Date) === Date.parse(slot.time) && !b.Cancelled,
  );
  expect(mine.map((b) => b.NumberOfPeople)).toEqual([2]);
  await expect(waiter.getByRole('region', { name: 'My waitlist places' })).toHaveCount(0);
  await waiterContext.close();
  await holderContext.close();
});
