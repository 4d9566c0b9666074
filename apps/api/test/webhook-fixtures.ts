import { afterAll, beforeAll } from 'vitest';
import { useTestApp } from './helpers';
import { type Role, useStaffRoles } from './staff-fixtures';
import { type Receiver, startReceiver } from './webhook-receiver';

/** The club the webhook tests work at (Foxhill Heath). */
export const WEBHOOK_CLUB = 151;

/**
 * A file's app and database with webhooks to local addresses allowed, its staff roles, and a test
 * receiver started before the file's tests (`receiverOf()` once they run) and closed after them.
 */
export function useWebhookApp() {
  const ctx = useTestApp({ config: { integrations: { apiCallsPerToken: 100, allowPrivateTargets: true } } });
  const roles = useStaffRoles(ctx);
  let receiver: Receiver | undefined;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });
  const receiverOf = (): Receiver => {
    if (!receiver) throw new Error('the receiver starts in beforeAll');
    return receiver;
  };
  const as = async (role: Role) => (await roles.cookieFor(role)) ?? '';
  return { ctx, ...roles, as, receiverOf };
}
