import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './errors.js';

interface FieldError {
  path: string;
  message: string;
}

// PostgreSQL error codes that only bad input can cause; a safety net behind validation.
const POSTGRES_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'That record already exists' },
  '23503': { status: 404, message: 'A referenced record does not exist' },
  '22P02': { status: 400, message: 'A value has the wrong format' },
  '23514': { status: 400, message: 'A value is out of range' },
  '22001': { status: 400, message: 'A value is too long' },
};

function postgresCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One place turns every failure into `{ success: false, message, errors? }` (DESIGN: API
 * contract): 4xx keep their message, anything else is logged and answered as a plain 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ success: false, message: 'Internal Server Error' });
    }
    const pgCode = postgresCode(error);
    if (pgCode && POSTGRES_CLIENT_ERRORS[pgCode]) {
      const { status, message } = POSTGRES_CLIENT_ERRORS[pgCode];
      request.log.warn({ err: error }, 'database rejected a write');
      return reply.code(status).send({ success: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: 'Internal Server Error' });
  });
}

/** The JSON answer for a route that does not exist. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  return reply.code(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}
