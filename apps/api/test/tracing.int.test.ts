import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './database';
import { createTestDatabase } from './helpers';
import {
  buildServerBundle,
  killServerProcesses,
  type ServerProcess,
  seededPgliteDir,
  startServerProcess,
} from './server-process';

const onPostgres = process.env.TEST_DB === 'postgres';

/** OTLP/JSON, as much of it as the test reads. */
type AnyValue = { stringValue?: string; intValue?: string | number };
type Attribute = { key: string; value: AnyValue };
type ExportRequest = {
  resourceSpans: {
    resource: { attributes: Attribute[] };
    scopeSpans: { scope: { name: string }; spans: { name: string; attributes: Attribute[] }[] }[];
  }[];
};
type Span = { name: string; scope: string; service: string | undefined; attributes: Record<string, unknown> };

const attributesOf = (list: Attribute[]) =>
  Object.fromEntries(list.map((a) => [a.key, a.value.stringValue ?? a.value.intValue]));

/**
 * A stand-in OTLP/HTTP collector on 127.0.0.1: keeps every span POSTed to /v1/traces (the exporter's
 * JSON encoding) and resolves waiters as matching spans arrive.
 */
async function startCollector() {
  const spans: Span[] = [];
  const posts: { contentType: string | undefined; bytes: number }[] = [];
  const waiters: { match: (s: Span) => boolean; resolve: (s: Span) => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url === '/v1/traces') {
        posts.push({ contentType: req.headers['content-type'], bytes: body.length });
        const request = JSON.parse(body.toString('utf8')) as ExportRequest;
        for (const rs of request.resourceSpans) {
          const service = attributesOf(rs.resource.attributes)['service.name'] as string | undefined;
          for (const ss of rs.scopeSpans)
            for (const s of ss.spans) {
              const span = {
                name: s.name,
                scope: ss.scope.name,
                service,
                attributes: attributesOf(s.attributes),
              };
              spans.push(span);
              for (const w of [...waiters])
                if (w.match(span)) {
                  waiters.splice(waiters.indexOf(w), 1);
                  w.resolve(span);
                }
            }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    posts,
    waitFor: (match: (s: Span) => boolean) => {
      const seen = spans.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<Span>((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('OpenTelemetry traces with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let database: TestDatabase | null = null;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: ServerProcess;
  let bundle = '';

  beforeAll(async () => {
    collector = await startCollector();
    const env: Record<string, string> = {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'fairway-api-under-test',
      // Batches go out every 100 ms instead of every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    if (onPostgres) {
      database = await createTestDatabase({ seeded: true });
      env.DATABASE_URL = database.url!;
    } else {
      env.DATA_DIR = await seededPgliteDir();
    }
    bundle = await buildServerBundle();
    server = await startServerProcess(bundle, env);
  }, 300_000);

  afterAll(async () => {
    killServerProcesses();
    await collector?.close();
    await database?.close();
    if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
  });

  it('exports a span of a request, named by its route, under the service name, with its request id', async () => {
    const res = await fetch(`${server.url}/api/clubs/151/content`, {
      headers: { 'x-request-id': 'trace-me-4711' },
    });
    expect(res.status).toBe(200);
    const span = await collector.waitFor((s) => s.attributes['http.route'] === '/api/clubs/:clubId/content');
    expect(span.service).toBe('fairway-api-under-test');
    expect(collector.posts[0]).toMatchObject({ contentType: 'application/json' });
    expect(collector.posts[0]!.bytes).toBeGreaterThan(0);
    const root = await collector.waitFor((s) => s.attributes['fairway.request_id'] === 'trace-me-4711');
    expect(root.attributes['http.route']).toBe('/api/clubs/:clubId/content');
    const server_ = await collector.waitFor((s) => s.name === 'GET /api/clubs/:clubId/content');
    expect(server_.scope).toBe('@opentelemetry/instrumentation-http');
    if (onPostgres) {
      // The database queries through pg, traced under the request.
      const query = await collector.waitFor((s) => s.scope === '@opentelemetry/instrumentation-pg');
      expect(query.attributes['db.system.name'] ?? query.attributes['db.system']).toBe('postgresql');
    }
  });
});
