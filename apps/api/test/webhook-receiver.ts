import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };
/** What the receiver answers: a status and headers, or `hang` (never answers). */
export type Answer = { status: number; headers?: Record<string, string> } | 'hang';

/**
 * A real HTTP server on 127.0.0.1 standing in for a club's webhook receiver: it keeps every request it
 * gets and answers what the test sets. `next()` resolves with the next request (no sleeping).
 */
export async function startReceiver() {
  const requests: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  const hanging = new Set<http.ServerResponse>();
  let answer: Answer | ((r: Received) => Answer) = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      waiting.shift()?.(received);
      const a = typeof answer === 'function' ? answer(received) : answer;
      if (a === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(a.status, a.headers ?? {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    requests,
    answer: (a: Answer | ((r: Received) => Answer)) => {
      answer = a;
    },
    /** The next request to arrive (or one already received beyond `seen`), failing after `ms`. */
    next: (seen: number, ms = 20_000) =>
      new Promise<Received>((resolve, reject) => {
        if (requests.length > seen) return resolve(requests[seen]!);
        const timer = setTimeout(() => reject(new Error(`no webhook request within ${ms} ms`)), ms);
        waiting.push((r) => {
          clearTimeout(timer);
          resolve(r);
        });
      }),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** What a receiver does with the secret it was shown (docs/integrations.md), written out independently. */
export function verified(r: Received, secret: string): boolean {
  const header = String(r.headers['fairway-signature'] ?? '');
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (!t || !v1) return false;
  return createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex') === v1;
}
