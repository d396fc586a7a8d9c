import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { MessageCode } from '../../shared/message-ref.js';
import { isDatabaseUnavailable } from '../db/availability.js';
import { type FieldError, HttpError } from './errors.js';
import { said, saidOf, type SaidMessage } from './messages.js';
import { describeError } from './log-safe.js';

// PostgreSQL error codes that only bad input can cause; a safety net behind validation.
const POSTGRES_CLIENT_ERRORS: Record<string, { status: number; code: MessageCode }> = {
  '23505': { status: 409, code: 'conflict' },
  '23503': { status: 404, code: 'reference_missing' },
  // An exclusion constraint: the time is taken (a route that can say by what answers first).
  '23P01': { status: 409, code: 'conflict' },
  '22P02': { status: 400, code: 'wrong_format' },
  '23514': { status: 400, code: 'out_of_range' },
  '22001': { status: 400, code: 'too_long' },
};

/** The code of a status whose message is not one of shared/messages.ts. */
function statusCode(status: number): MessageCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'request_too_large';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'invalid_request';
  }
}

/**
 * Every error answer: the English message, and the stable code of shared/messages.ts that a
 * client shows in its reader's language (docs/product/storefront.md#languages).
 */
function sendError(
  reply: FastifyReply,
  status: number,
  answer: SaidMessage,
  errors?: FieldError[],
) {
  return reply.code(status).send({ success: false, ...answer, ...(errors ? { errors } : {}) });
}

function postgresCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One place turns every failure into `{ success: false, message, code, errors? }` (docs/product/storefront.md#api-calls API
 * contract): 4xx keep their message, anything else is logged and answered as a plain 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors: FieldError[] = error.validation.map((issue) => {
        const answer = issue.message
          ? saidOf(issue.message, 'invalid_value')
          : said('invalid_value');
        return {
          path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          ...answer,
        };
      });
      const [first] = errors;
      return sendError(
        reply,
        400,
        first
          ? {
              message: first.message,
              code: first.code as MessageCode,
              ...(first.params ? { params: first.params } : {}),
            }
          : said('invalid_request'),
        errors,
      );
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, said(error.code, error.params), error.errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { error: describeError(error), issues: error.cause.issues },
        'response did not match its schema',
      );
      return sendError(reply, 500, said('internal_error'));
    }
    if (isDatabaseUnavailable(error)) {
      // Down, restarting or too slow: the client may try again; the pool reconnects by itself.
      request.log.warn(
        { code: postgresCode(error) ?? (error as { code?: unknown }).code },
        'database unavailable',
      );
      reply.header('Retry-After', '1');
      return sendError(reply, 503, said('service_unavailable'));
    }
    const pgCode = postgresCode(error);
    if (pgCode && POSTGRES_CLIENT_ERRORS[pgCode]) {
      const { status, code } = POSTGRES_CLIENT_ERRORS[pgCode];
      request.log.warn({ error: describeError(error) }, 'database rejected a write');
      return sendError(reply, status, said(code));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, clientMessage(error, status));
    }
    // Never `err: error`: a failed query's message and fields hold the values it was sent.
    request.log.error({ error: describeError(error) }, 'request failed');
    return sendError(reply, 500, said('internal_error'));
  });
}

/** The JSON answer for a route that does not exist. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  return sendError(reply, 404, said('route_not_found', { method: request.method, path }));
}

/** What a framework or plugin refusal (4xx) says, under the code of its status otherwise. */
function clientMessage(error: FastifyError, status: number): SaidMessage {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return said('invalid_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return said('request_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return said('unsupported_media_type');
    default:
      return saidOf(error.message, statusCode(status));
  }
}
