import type { ApiError } from '@fairway/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionError, runIdempotent } from '../db/connection-loss';
import { AppError } from '../lib/app-error';
import { fieldErrorsOf } from '../lib/field-errors';

const errorBody = (error: AppError): ApiError => ({
  code: error.code,
  message: error.message,
  ...(error.params ? { params: error.params } : {}),
  ...(error.fields ? { fields: error.fields } : {}),
});

/** A lost database connection is back within a second or two (a new one is opened on demand). */
const RETRY_AFTER_SECONDS = 2;

/** One error shape `{ code, message, params?, fields? }` for every failure; 5xx details never reach clients. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // GET and HEAD are idempotent by HTTP's rules: their statements may be run again after a lost
  // connection (db/connection-loss.ts), so a terminated backend costs them a retry, not an error.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') runIdempotent(done);
    else done();
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsOf(error.validation);
      return reply.status(400).send(errorBody(new AppError('VALIDATION', { fields })));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody(new AppError('INTERNAL')));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody(new AppError('RATE_LIMITED')));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const code =
        status === 404
          ? 'NOT_FOUND'
          : status === 401
            ? 'UNAUTHENTICATED'
            : status === 403
              ? 'FORBIDDEN'
              : 'VALIDATION';
      // Fastify's own wording (e.g. "Body cannot be empty…") is kept as the message: it names the fault.
      return reply
        .status(status === 404 || status === 401 || status === 403 ? status : 400)
        .send({ code, message: error.message } satisfies ApiError);
    }
    if (isConnectionError(error)) {
      // The database went away under this request and its work could not be safely run again (see
      // db/connection-loss.ts): nothing half-done is left, and the client is told when to retry.
      request.log.warn({ route: request.routeOptions.url }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(new AppError('SERVICE_UNAVAILABLE')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(new AppError('INTERNAL')));
  });
});

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a malformed percent-encoding, a path parameter
 * longer than `maxParamLength`) never reach the error handler; they answer in the one error shape too.
 */
export function frameworkErrorReply(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send(errorBody(new AppError('VALIDATION')));
}
