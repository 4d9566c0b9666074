import type { Ok } from '@fairway/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function logout() {
  return apiRequest<Ok>(apiPaths.logout(), { method: 'POST', skipAuthRedirect: true });
}
