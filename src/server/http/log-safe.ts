import { DrizzleQueryError } from 'drizzle-orm';

/** What the logs keep of a failure: enough to find the fault, nothing a customer typed. */
export interface ErrorDescription {
  type: string;
  message: string;
  /** PostgreSQL's SQLSTATE (23505), or a Node/Fastify error code. */
  code?: string;
  statusCode?: number;
  /** The SQL with its `$1` placeholders; the values bound to them are never logged. */
  statement?: string;
  /** Which constraint, table and column PostgreSQL names (names, not values). */
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack frames, without the message line (which may repeat what `message` leaves out). */
  stack?: string;
  cause?: ErrorDescription;
}

// Causes are followed this deep, and no deeper, whatever a chain (or a loop) holds.
const MAX_CAUSES = 5;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A PostgreSQL error from either driver (pg's DatabaseError, PGlite's error). */
interface DatabaseErrorFields {
  code: string;
  severity?: unknown;
  query?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  schema?: unknown;
}

function isDatabaseError(error: Error): error is Error & DatabaseErrorFields {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function framesOf(error: Error): string | undefined {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/**
 * PostgreSQL quotes names and input values alike: `... unique constraint "users_email_unique"`,
 * but `invalid input syntax for type uuid: "<input>"`, `value "<input>" is out of range`. The
 * names the error reports in its own fields stay; everything else between the first and the last
 * remaining quote goes (an input may itself hold quotes).
 */
function withoutQuotedInput(message: string, names: (string | undefined)[]): string {
  const kept = names.filter((name): name is string => name !== undefined && !name.includes('"'));
  const placeholders = kept.map((_, index) => `\u0000${index}\u0000`);
  let result = message;
  kept.forEach((name, index) => {
    result = result.split(`"${name}"`).join(placeholders[index]);
  });
  const first = result.indexOf('"');
  const last = result.lastIndexOf('"');
  if (first !== -1)
    result = `${result.slice(0, first)}"…"${result.slice(last === first ? result.length : last + 1)}`;
  kept.forEach((name, index) => {
    result = result.split(placeholders[index]!).join(`"${name}"`);
  });
  return result;
}

/** The most specific name of an error's class (pg names its errors `error`). */
function typeOf(error: Error): string {
  const className = error.constructor?.name;
  return className && className !== 'Error' ? className : error.name;
}

/**
 * A failure for the logs, with no personal data: Drizzle's "Failed query" error carries the
 * bound values in its message and `params` (e-mail addresses, password hashes, identity numbers),
 * and PostgreSQL's `detail` repeats a duplicate value. The logs keep the error's type, code,
 * statement, constraint, frames and causes instead.
 */
export function describeError(error: unknown, depth = 0): ErrorDescription {
  if (!(error instanceof Error)) {
    return {
      type: typeof error,
      message: typeof error === 'string' ? error : 'A non-Error value was thrown',
    };
  }
  const cause =
    depth < MAX_CAUSES && error.cause !== undefined
      ? describeError(error.cause, depth + 1)
      : undefined;
  const stack = framesOf(error);

  if (error instanceof DrizzleQueryError) {
    return {
      type: typeOf(error),
      message: 'Failed query',
      ...(cause?.code ? { code: cause.code } : {}),
      statement: error.query,
      ...(stack ? { stack } : {}),
      ...(cause ? { cause } : {}),
    };
  }

  if (isDatabaseError(error)) {
    const details = {
      statement: text(error.query),
      constraint: text(error.constraint),
      table: text(error.table),
      column: text(error.column),
      stack,
    };
    const names = [
      details.constraint,
      details.table,
      details.column,
      text(error.dataType),
      text(error.schema),
    ];
    const description: ErrorDescription = {
      type: typeOf(error),
      message: withoutQuotedInput(error.message, names),
      code: error.code,
    };
    for (const [key, value] of Object.entries(details)) {
      if (value !== undefined) description[key as keyof typeof details] = value;
    }
    return cause ? { ...description, cause } : description;
  }

  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: typeOf(error),
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(stack ? { stack } : {}),
    ...(cause ? { cause } : {}),
  };
}
