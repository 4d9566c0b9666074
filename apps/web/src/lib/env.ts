/**
 * The few `VITE_` settings, read from what the build inlined. The build checks them (vite.config.ts
 * refuses unknown values), so reading them here needs no schema library on the first screen.
 */
type RawEnv = Pick<
  ImportMetaEnv,
  'VITE_HASH_ROUTER' | 'VITE_MOBILE_APP' | 'VITE_STAFF_DASHBOARD_URL' | 'VITE_BUG_REPORT_EMAIL'
>;

export function readClientEnv(raw: RawEnv) {
  const hashRouter = raw.VITE_HASH_ROUTER === 'true';
  return {
    hashRouter,
    /** The mobile app build is the hash-router build unless told otherwise. */
    mobileApp: raw.VITE_MOBILE_APP ? raw.VITE_MOBILE_APP === 'true' : hashRouter,
    staffDashboardUrl: raw.VITE_STAFF_DASHBOARD_URL || '/staff',
    bugReportEmail: raw.VITE_BUG_REPORT_EMAIL ?? 'support@fairway.golf',
  } as const;
}

/** Client settings, fixed at build time. */
export const env = readClientEnv(import.meta.env);
