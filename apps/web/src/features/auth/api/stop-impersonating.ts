import type { StopImpersonating } from '@fairway/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function stopImpersonating() {
  return apiRequest<StopImpersonating>(apiPaths.stopImpersonating(), { method: 'POST' });
}
