import { loadConfig } from './config';

/**
 * The process entry. Tracing (OTEL_EXPORTER_OTLP_ENDPOINT) must start before Fastify, pg and node:http
 * are loaded so that its instrumentations see them: the server proper (start.ts) is therefore imported
 * dynamically, after it. Without the variable nothing of OpenTelemetry is loaded (lib/tracing.ts is a
 * chunk of its own in the bundle).
 */
const config = loadConfig();
const tracing = config.tracing ? await (await import('./lib/tracing')).startTracing(config.tracing) : null;
const { startServer } = await import('./start');
await startServer(config, tracing ? () => tracing.shutdown() : undefined);
