import FastifyOtelInstrumentation from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** What server.ts keeps of tracing: a way to flush the last spans when the process drains. */
export type Tracing = { shutdown: () => Promise<void> };

/**
 * OpenTelemetry traces, sent over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces`, read by the
 * exporter with the other standard OTEL_* variables: headers, sampler, batch delay): a span per request
 * named by its route (`@fastify/otel`, the Fastify team's instrumentation for Fastify 5, registered
 * on every Fastify instance through its `fastify.initialization` diagnostics channel), with the
 * incoming and outgoing HTTP calls (webhooks, Stripe) and the database queries (pg) under it.
 *
 * Only server.ts loads this module, through a dynamic import and before the app's own modules. The
 * bundle (rolldown.config.ts) leaves fastify, pg and node:http as imports from node_modules, so the
 * instrumentations patch the very modules the app loads afterwards, through require hooks: Fastify
 * and pg are CommonJS, so node:http (required by Fastify) and pg's client (`pg/lib/client.js`, required
 * by pg's index) pass through `require` even though the bundle imports the packages as ES modules, and
 * no ESM loader hook (import-in-the-middle, a loader thread every import goes through) is needed.
 */
export async function startTracing(options: { serviceName: string }): Promise<Tracing> {
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    traceExporter: new OTLPTraceExporter(),
    // Traces only: metrics are /metrics' (Prometheus), logs pino's; the SDK would otherwise export both.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // The request's id (`x-request-id`, the `reqId` of its log lines) on its span: a trace finds its logs.
        requestHook: (span, request) => span.setAttribute('fairway.request_id', request.id),
      }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
