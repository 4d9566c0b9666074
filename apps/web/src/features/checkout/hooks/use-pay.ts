import type { PaymentResult, PayRequest } from '@fairway/contracts';
import { useRef } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { usePayBasket } from '../api/pay-basket';

/**
 * Pays with an Idempotency-Key: a fresh key for each attempt, the same key when that attempt is retried
 * after a network error or a server hiccup, so a double click or a retry can never charge twice.
 * A refusal (declined, invalid card) ends the attempt: the next Pay is a new one.
 */
export function usePay(path?: string) {
  const mutation = usePayBasket();
  const key = useRef<string | undefined>(undefined);
  return {
    mutation,
    pay: (payment: PayRequest, onPaid: (result: PaymentResult) => void) => {
      key.current ??= crypto.randomUUID();
      mutation.mutate(
        { payment, idempotencyKey: key.current, path },
        {
          onSuccess: (result) => {
            key.current = undefined;
            onPaid(result);
          },
          onError: (error) => {
            if (isRefusal(error)) key.current = undefined;
          },
        },
      );
    },
  };
}

/** A 4xx answer is the gateway's or the API's final word on this attempt; anything else may be retried. */
function isRefusal(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  // 409: this attempt is still being processed; retrying it with its key is what settles it.
  return error.status >= 400 && error.status < 500 && error.status !== 409;
}
