import type { FastifyRequest } from 'fastify';

/** What stands in the log for every query-string value. */
export const HIDDEN_VALUE = '[hidden]';

// A name as the API's own parameters are written; anything else may itself be a value
// (`?9848012345`, `?priya@example.in`), so it is hidden too.
const PARAMETER_NAME = /^[A-Za-z_][\w.[\]-]{0,40}$/;

/**
 * A request's URL for the log: its path, and the names of its query parameters with their values
 * hidden. Searches carry what people type (a customer's phone, an e-mail address), which the log
 * at its default level would otherwise keep for as long as logs are kept.
 */
export function urlForLog(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const parameters = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return PARAMETER_NAME.test(name) ? `${name}=${HIDDEN_VALUE}` : HIDDEN_VALUE;
    });
  return `${url.slice(0, mark)}?${parameters.join('&')}`;
}

/**
 * Fastify's request serializer (its `req` in "incoming request"), with the URL written by
 * {@link urlForLog}; the other fields are Fastify's own.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
