/**
 * What a route says of itself in the API description, beside its declaration: `summary` (and any
 * `description`) as @fastify/swagger reads them, plus the two fields below, which `openapi.ts`
 * turns into responses. Every route has a summary: the OpenAPI test and `npm run lint:api`
 * refuse one without.
 *
 *     schema: {
 *       summary: 'Read one car with its travel company',
 *       errors: { 404: 'The car does not exist.' },
 *       tags: ['cars'],
 *       params: IdParamsSchema,
 *       response: { 200: CarDetailResponseSchema },
 *     }
 */

/** The error statuses this API answers, each with `{ success: false, message, code, errors? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 431 | 500 | 503;

/**
 * The errors a route answers beyond the ones its declaration shows (a 409 of its own), or with
 * what they mean on this route; `false` for one it never answers (a route that asks no database
 * answers no 503).
 */
export type RouteErrors = Partial<Record<ErrorStatus, string | false>>;

/** An answer a response schema cannot declare (a file), as an OpenAPI response. */
export interface RouteAnswer {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
  [key: string]: unknown;
}

/** The answer of a route that sends a file of one of `types`, as it was stored. */
export function fileAnswer(description: string, types: readonly string[]): RouteAnswer {
  return {
    description,
    content: Object.fromEntries(
      types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  };
}

/** A route's summary and its errors, for the routes a table declares (a queue, an action). */
export interface RouteDoc {
  summary: string;
  errors?: RouteErrors;
}

declare module 'fastify' {
  interface FastifySchema {
    errors?: RouteErrors;
    answers?: Record<number, RouteAnswer>;
  }
}
