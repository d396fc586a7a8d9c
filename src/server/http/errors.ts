import { messageText } from '../../shared/messages.js';
/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
