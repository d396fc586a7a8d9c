import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageText } from '../../shared/messages.js';
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
 * PostgreSQL cannot store a NUL character in text, so one that reaches a query fails there as a
 * 500. No person types one: answer 400 for every route, before validation runs.
 */
export function registerHostileInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(messageText('nul_character'));
    }
  });
}
