import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/**
 * True when a string anywhere in `value` (a parsed body, query or params), or a key of one of
 * its objects, holds a NUL character; raw bytes (a Buffer body) are not text. Walks with a list
 * rather than recursion, so a deeply nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Characters that show nothing or make text read as other text: C0 and C1 controls but the tab
 * and line breaks, and the bidirectional marks, embeddings, overrides and isolates (a name with
 * U+202E reads backwards: "‮moc.evil" shows as "live.com"). Zero-width joiners and non-joiners
 * stay: Telugu and Hindi spellings need them.
 */
const INVISIBLE_OR_MISLEADING =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text as a person meant it: without invisible or misleading characters. */
export const withoutInvisibleCharacters = (text: string) =>
  text.replace(INVISIBLE_OR_MISLEADING, '');

/**
 * Every string of a parsed JSON body (and its keys) without invisible or misleading characters,
 * in place, so names, reviews and comments are stored as they read. Walks with a list rather
 * than recursion, like `containsNul`.
 */
export function stripInvisibleCharacters(body: unknown): void {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const current = pending.pop();
    if (Array.isArray(current)) {
      current.forEach((item, index) => {
        if (typeof item === 'string') current[index] = withoutInvisibleCharacters(item);
        else pending.push(item);
      });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const record = current as Record<string, unknown>;
      for (const [key, item] of Object.entries(record)) {
        const cleanKey = withoutInvisibleCharacters(key);
        if (cleanKey !== key) delete record[key];
        if (typeof item === 'string') record[cleanKey] = withoutInvisibleCharacters(item);
        else {
          record[cleanKey] = item;
          pending.push(item);
        }
      }
    }
  }
}

/**
 * PostgreSQL cannot store a NUL character in text, so one that reaches a query fails there as a
 * 500. No person types one: answer 400 for every route, before validation runs. Other invisible
 * or misleading characters are taken out of a body's text on the way in.
 */
export function registerHostileInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest('nul_character');
    }
    stripInvisibleCharacters(request.body);
  });
}
