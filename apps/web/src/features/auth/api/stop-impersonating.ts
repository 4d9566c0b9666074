import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

const ZStopImpersonating = z.object({ ok: z.literal(true), redirectUrl: z.string() });

export function stopImpersonating() {
  return apiRequest(apiPaths.stopImpersonating(), { method: 'POST', schema: ZStopImpersonating });
}
