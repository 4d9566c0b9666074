import type { ApiError } from '@fairway/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { fieldErrorsOf } from '../lib/field-errors';

const errorBody = (error: AppError): ApiError => ({
  code: error.code,
  message: error.message,
  ...(error.params ? { params: error.params } : {}),
  ...(error.fields ? { fields: error.fields } : {}),
});

/** One error shape `{ code, message, params?, fields? }` for every failure; 5xx details never reach clients. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
