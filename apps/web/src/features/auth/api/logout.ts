import { ZOk } from '@fairway/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function logout() {
  return apiRequest(apiPaths.logout(), { method: 'POST', schema: ZOk, skipAuthRedirect: true });
}
