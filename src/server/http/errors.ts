import { messageRef, type MessageCode, type MessageParams } from '../../shared/message-ref.js';
import { messageText } from './messages.js';

/** One thing wrong with a request, under the place it was found (`body.city`, `papers.rc`). */
export interface FieldError {
  path: string;
  message: string;
  code?: MessageCode | string;
  params?: MessageParams;
}

/**
 * An error whose status and message are safe to show to the client: its message's code and
 * values travel with it, and its English is the message's own.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly params: MessageParams = {},
    /** What exactly was wrong, when there is more than one thing to say (a list of papers). */
    readonly errors?: FieldError[],
  ) {
    super(messageText(code, params));
    this.name = 'HttpError';
  }
}

export const badRequest = (code: MessageCode, params?: MessageParams) =>
  new HttpError(400, code, params);
export const unauthorized = (code: MessageCode = 'unauthorized', params?: MessageParams) =>
  new HttpError(401, code, params);
export const forbidden = (code: MessageCode = 'forbidden', params?: MessageParams) =>
  new HttpError(403, code, params);
export const notFound = (code: MessageCode, params?: MessageParams) =>
  new HttpError(404, code, params);
export const conflict = (code: MessageCode, params?: MessageParams) =>
  new HttpError(409, code, params);

// fastify-type-provider-zod marks each validation issue with this registered symbol; the central
// error handler lists issues so marked as the answer's field errors.
const VALIDATION_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * A 400 on one field of the body that only the server can judge (a city the company does not
 * serve), answered like the contract's own field errors: `errors: [{ path: 'body.city', ... }]`;
 * a query's field (a searched trip's) in `querystring`.
 * Were the marker ever not recognised, it is still an HttpError: a 400 with the message.
 */
export function fieldError(
  field: string,
  code: MessageCode,
  params?: MessageParams,
  context: 'body' | 'querystring' = 'body',
): HttpError {
  const message = messageRef(code, params);
  return Object.assign(new HttpError(400, code, params), {
    validationContext: context,
    validation: [
      {
        [VALIDATION_ISSUE]: true,
        keyword: 'custom',
        instancePath: `/${field}`,
        schemaPath: `#/${field}/custom`,
        message,
        params: {},
      },
    ],
  });
}
