import type { ApiError } from '@fairway/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** One error shape `{ code, message, fields? }` for every failure; 5xx details never reach clients. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ApiError = {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const body: ApiError = { code: 'VALIDATION', message: 'Some fields are not valid.', fields };
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ code: 'INTERNAL', message: 'Something went wrong on our side.' } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait and try again.',
      } satisfies ApiError);
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
      return reply
        .status(status === 404 || status === 401 || status === 403 ? status : 400)
        .send({ code, message: error.message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', message: 'Something went wrong on our side.' } satisfies ApiError);
  });
});
