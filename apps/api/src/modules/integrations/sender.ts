import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookAttemptError } from '@fairway/contracts';
import { parseWebhookUrl } from './ip-rules';
import { type Resolve, type ResolvedAddress, vetTarget } from './target-guard';

/** From the DNS lookup to the end of the answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export type PostResult = { statusCode: number | null; durationMs: number; error: WebhookAttemptError | null };

export type PostInput = {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  resolve: Resolve;
  timeoutMs?: number;
};

/** A `lookup` that hands the socket the vetted address and nothing else: no second resolution. */
const pinnedLookup =
  (target: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (err: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };

/**
 * POSTs one delivery. The target is vetted after DNS (no private, loopback or link-local address unless
 * allowed) and the connection made to that very address; redirects are not followed (3xx is a failure);
 * the answer's status is kept and its body never read (Node caps its headers at 16 KiB); the whole
 * exchange, DNS included, is cut at `timeoutMs`.
 */
export async function postWebhook(input: PostInput): Promise<PostResult> {
  const started = performance.now();
  const timeoutMs = input.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const elapsed = () => Math.round(performance.now() - started);
  const url = parseWebhookUrl(input.url);
  if (!url) return { statusCode: null, durationMs: 0, error: 'CONNECTION_FAILED' };

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const verdict = await Promise.race([vetTarget(url, input.allowPrivate, input.resolve), deadline]);
    if (verdict === 'timeout') return { statusCode: null, durationMs: elapsed(), error: 'TIMEOUT' };
    if (!verdict.ok) return { statusCode: null, durationMs: elapsed(), error: verdict.reason };
    return await exchange(url, input, verdict.address, deadline, elapsed);
  } finally {
    clearTimeout(timer);
  }
}

function exchange(
  url: URL,
  input: PostInput,
  target: ResolvedAddress,
  deadline: Promise<'timeout'>,
  elapsed: () => number,
): Promise<PostResult> {
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
        // A fresh connection per delivery: no socket vetted for one address is reused for another.
        agent: false,
        lookup: pinnedLookup(target),
      },
      (response) => {
        const statusCode = response.statusCode ?? null;
        const error: WebhookAttemptError | null =
          statusCode !== null && statusCode >= 200 && statusCode < 300
            ? null
            : statusCode !== null && statusCode >= 300 && statusCode < 400
              ? 'REDIRECT'
              : 'HTTP_ERROR';
        // The status is the answer; the body is never read (a receiver cannot make us hold megabytes).
        finish({ statusCode, error });
      },
    );
    request.on('error', () => finish({ statusCode: null, error: 'CONNECTION_FAILED' }));
    deadline.then(() => finish({ statusCode: null, error: 'TIMEOUT' }));
    request.end(input.body);
  });
}
