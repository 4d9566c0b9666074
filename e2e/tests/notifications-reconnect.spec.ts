import { expect, signedInPage, test } from './fixtures';
import { post, unreadCount } from './notifications-helpers';

/**
 * Apart from notifications.spec.ts: this test waits mostly on the browser's Socket.IO client, whose
 * reconnects back off by the second, so it runs on the worker for tests that wait on time
 * (playwright.config.ts, CLOCK_BOUND) instead of holding one of the others.
 */
test.describe('notifications', () => {
  test('a notification sent while the hub connection is down is caught up when it reconnects', async ({
    browser,
  }) => {
    // The receiver is a member (staff work in the console, which has no bell).
    const { context: senderContext, page: sender } = await signedInPage(browser, 'expired@example.com');
    const { context: receiverContext, page: receiver } = await signedInPage(browser, 'buddy@example.com');
    // The receiver's hub connection goes through the test, which can cut it and hold reconnects back.
    let cut = false;
    const open: { close: () => Promise<void> }[] = [];
    let connections = 0;
    let refused = 0;
    await receiver.routeWebSocket(/\/signalr\/notificationHub/, (ws) => {
      if (cut) {
        refused++;
        return ws.close({ code: 1001 });
      }
      connections++;
      open.push(ws);
      ws.connectToServer();
    });
    await sender.goto('/');
    await receiver.goto('/');
    await expect.poll(() => connections).toBe(1);
    const bell = receiver.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    const countBefore = await unreadCount(receiver);

    // The connection drops, and reconnects are refused for now: the request is sent meanwhile.
    cut = true;
    for (const ws of open.splice(0)) await ws.close();
    const found = await post(sender, '/api/buddies/find', { query: 'buddy@example.com' });
    const target = ((await found.json()) as { Buddy: { Target: string } }).Buddy.Target;
    expect((await post(sender, '/api/buddies/requests', { Target: target })).status()).toBe(204);
    // The client has tried to reconnect and been refused since: it had no socket when the request was sent.
    await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThan(0);
    // Missed live: no toast, and the bell still shows the old count.
    await expect(receiver.locator('.mantine-Notification-root')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(
      countBefore === 0 ? 'Notifications' : `Notifications, ${countBefore} unread`,
    );

    // Once the hub is reachable again the socket reconnects, and the count catches up from the database.
    cut = false;
    await expect.poll(() => connections, { timeout: 30_000 }).toBe(2);
    await expect(
      receiver.getByRole('button', { name: `Notifications, ${countBefore + 1} unread` }),
    ).toBeVisible();
    // The worker's other tests meet the demo buddies as issued: the request is withdrawn.
    const cancel = await sender.request.delete(`/api/buddies/requests/${encodeURIComponent(target)}`, {
      headers: { origin: new URL(sender.url()).origin },
    });
    expect(cancel.status()).toBe(204);
    await senderContext.close();
    await receiverContext.close();
  });
});
