import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageCode } from '../../shared/message-ref.js';
import { said } from './messages.js';

/**
 * The longest path parameter the router reads (an id is 36 characters, an upload's name fewer
 * than 100); a longer one is answered 414 before any route runs.
 */
export const MAX_PARAM_LENGTH = 100;

/** The answer of a request refused before any route runs, in the API's one error shape. */
const answer = (code: MessageCode) => ({ success: false as const, ...said(code) });

/**
 * Fastify's `frameworkErrors`: what its router refuses before a route is found. Its own answers
 * are not in the API's error shape, and repeat the path, which may hold what a person typed.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.code(414).send(answer('uri_too_long'));
      return;
    case 'FST_ERR_BAD_URL':
      void reply.code(400).send(answer('url_invalid'));
      return;
    default:
      void reply.code(500).send(answer('internal_error'));
  }
}

/** Node's refusal codes of a request it could not read, with their status and message. */
const CLIENT_ERRORS: Record<string, [status: number, code: MessageCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (headers over the size limit, a malformed request, one too slow to arrive), answered on the
 * socket in the API's error shape. The error's raw packet (the request's bytes, its URL and
 * tokens) is never logged.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'invalid_request'];
  if (socket.writable) {
    const body = JSON.stringify(answer(code));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
