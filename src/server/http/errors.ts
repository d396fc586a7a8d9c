import { messageText, type MessageCode } from '../../shared/messages.js';

/** One thing wrong with a request, under the place it was found (`body.city`, `papers.rc`). */
export interface FieldError {
  path: string;
  message: string;
  code?: MessageCode;
}

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** What exactly was wrong, when there is more than one thing to say (a list of papers). */
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = messageText('unauthorized')) => new HttpError(401, message);
export const forbidden = (message = messageText('forbidden')) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

// fastify-type-provider-zod marks each validation issue with this registered symbol; the central
// error handler lists issues so marked as the answer's field errors.
const VALIDATION_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * A 400 on one field of the body that only the server can judge (a city the company does not
 * serve), answered like the contract's own field errors: `errors: [{ path: 'body.city', ... }]`.
 * Were the marker ever not recognised, it is still an HttpError: a 400 with the message.
 */
export function fieldError(field: string, message: string): HttpError {
  return Object.assign(new HttpError(400, message), {
    validationContext: 'body',
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
