import { describe, expect, it } from 'vitest';
import { readClientEnv } from './env';

describe('client settings', () => {
  it('defaults to the web build', () => {
    expect(readClientEnv({})).toEqual({
      hashRouter: false,
      mobileApp: false,
      staffDashboardUrl: '/staff',
      bugReportEmail: 'support@fairway.golf',
    });
  });

  it('makes the hash-router build the mobile app build unless told otherwise', () => {
    expect(readClientEnv({ VITE_HASH_ROUTER: 'true' })).toMatchObject({ hashRouter: true, mobileApp: true });
    expect(readClientEnv({ VITE_HASH_ROUTER: 'true', VITE_MOBILE_APP: 'false' }).mobileApp).toBe(false);
    expect(readClientEnv({ VITE_HASH_ROUTER: '', VITE_MOBILE_APP: 'true' })).toMatchObject({
      hashRouter: false,
      mobileApp: true,
    });
  });
});
