import { z } from 'zod';

const flag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => v === 'true');

const ZEnv = z.object({
  VITE_HASH_ROUTER: flag,
  VITE_MOBILE_APP: z.enum(['true', 'false', '']).optional(),
  VITE_STAFF_DASHBOARD_URL: z.string().min(1).default('/staff'),
  VITE_BUG_REPORT_EMAIL: z.string().default('support@fairway.golf'),
});

const parsed = ZEnv.parse(import.meta.env);

/** Client settings, validated once at boot. The mobile app build is the hash-router build unless told otherwise. */
export const env = {
  hashRouter: parsed.VITE_HASH_ROUTER,
  mobileApp:
    parsed.VITE_MOBILE_APP === undefined || parsed.VITE_MOBILE_APP === ''
      ? parsed.VITE_HASH_ROUTER
      : parsed.VITE_MOBILE_APP === 'true',
  staffDashboardUrl: parsed.VITE_STAFF_DASHBOARD_URL,
  bugReportEmail: parsed.VITE_BUG_REPORT_EMAIL,
} as const;
