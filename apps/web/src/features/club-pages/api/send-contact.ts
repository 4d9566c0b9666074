import type { ContactBody, ContactReceipt } from '@fairway/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function sendContact(clubId: number, body: ContactBody) {
  return apiRequest<ContactReceipt>(apiPaths.clubContact(clubId), {
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
}

export function useSendContact(clubId: number) {
  return useMutation({ mutationFn: (body: ContactBody) => sendContact(clubId, body) });
}
