import type { Page } from '@playwright/test';
import { daysAhead } from './booking-helpers';
import { expect, expectNoAxeViolations, signedInPage, test } from './fixtures';

const places = (n: number) => (n === 1 ? '1 place free' : `${n} places free`);

test('two members watching the same course-day: a booking by one changes the other’s places live', async ({
  browser,
}) => {
  const date = daysAhead(23);
  const url = `/booking/clubs/151/15101?Date=${date}&Players=1&Juniors=0`;
  const { context: watcherContext, page: watcher } = await signedInPage(browser, 'member@example.com');
  const { context: bookerContext, page: booker } = await signedInPage(browser, 'buddy@example.com');
  // Both pages have joined the course-day's room before anything is booked.
  const joined = (page: Page) =>
    page
      .waitForEvent('websocket', (ws) => ws.url().includes('/signalr/notificationHub'))
      .then((ws) => ws.waitForEvent('framesent', (f) => String(f.payload).includes('teeSheet:join')));
  const live = Promise.all([joined(watcher), joined(booker)]);
  await watcher.goto(url);
  await booker.goto(url);
  await live;

  const sheet = await (
    await booker.request.get(`/api/teetimes?clubId=151&courseId=15101&date=${date}&players=1&juniors=0`)
  ).json();
  const index = (sheet.slots as { bookable: boolean }[]).findIndex((s) => s.bookable);
  const slot = sheet.slots[index] as { time: string; freePlaces: number };
  const watched = watcher.getByRole('list', { name: 'Available times' }).getByRole('button').nth(index);
  await expect(watched).toContainText(places(slot.freePlaces));

  const res = await booker.request.post('/api/bookings', {
    data: { clubId: 151, courseId: 15101, time: slot.time, juniors: 0, players: 1 },
    headers: { origin: new URL(booker.url()).origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
  // No reload: the watcher's screen shows one place fewer.
  await expect(watched).toContainText(places(slot.freePlaces - 1));
  await expectNoAxeViolations(watcher);
  await watcherContext.close();
  await bookerContext.close();
});
