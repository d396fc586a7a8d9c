// SQLSTATE classes and codes that mean "the database cannot serve right now", not "this request
// is wrong": connection exceptions (08), shutting down or starting (57P0x), a statement that ran
// out of time (57014), no connection slot left (53300).
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|57014|53300)$/;
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words only.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  // The embedded database after it was closed (the instance is stopping).
  'PGlite is closed',
];

/**
 * Whether a failure means the database is out of reach (down, restarting, too slow), anywhere in
 * its chain of causes (Drizzle wraps the driver's error). The API answers those with 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NETWORK_CODES.has(code))
    )
      return true;
    if (
      UNAVAILABLE_MESSAGES.some(
        (text) => current instanceof Error && current.message.includes(text),
      )
    )
      return true;
  }
  return false;
}
