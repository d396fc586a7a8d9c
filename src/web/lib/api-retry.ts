import { ApiError } from './api-client';

/** A 401: the stored token no longer opens a session; asking again will not help. */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Once more after a failure, as the app does elsewhere, but not after a 401: an ended session
 * will not come back by asking again.
 */
export const retryUnlessSessionEnded = (failures: number, error: Error) =>
  !isSessionEnded(error) && failures < 1;

/**
 * Once more after a dropped connection or a server failure, but not after a 4xx: an ended
 * session or a refused request (a cursor, a filter) answers the same the second time.
 */
export const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.fromServer && error.status < 500);
