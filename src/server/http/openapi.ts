/**
 * The API description (`/api/docs/json`), assembled from the routes: each declares its summary,
 * its own errors and any file it answers (`route-docs.ts`); here every route gets its operation
 * id, its security from the guard it runs, and every error it can answer in the one error shape.
 */

import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { PRODUCT_NAME } from '../../shared/constants.js';
import { ErrorResponseSchema } from '../../shared/contracts/common.js';
import { requiredRoleOf, type AuthGuards } from './auth.js';
import { MAX_PARAM_LENGTH } from './protocol-errors.js';
import type { ErrorStatus } from './route-docs.js';

/** What an error status means when the route has nothing more precise to say. */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'The input is not valid: `message` says what is wrong, `errors` names each field that failed.',
  401: 'No bearer token, or one that is malformed, expired, ended by signing out, of an account that no longer exists, or of one an operator suspended (`account_suspended`).',
  403: 'The signed-in user may not do this.',
  404: 'No record has this id.',
  409: 'The request conflicts with a record that already exists.',
  413: 'The body is larger than the server accepts.',
  414: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`,
  415: "The body's Content-Type is not one this route reads.",
  429: 'Too many requests from this client: `message` says when to try again.',
  431: 'The request headers are larger than the server reads.',
  500: 'The server failed; the failure is logged with the request id.',
  503: 'The database is unavailable or too slow to answer; try again shortly.',
};

const TAGS = [
  { name: 'site', description: "The server's health and the site's public settings." },
  { name: 'home', description: 'The home page strips and the reviews of the site.' },
  { name: 'faqs', description: 'Frequently asked questions.' },
  { name: 'blogs', description: 'Blog posts, their likes and shares.' },
  { name: 'account', description: 'Sign-up, sign-in with a password or Google, and the profile.' },
  { name: 'uploads', description: 'Pictures uploaded for the profile.' },
  { name: 'contact', description: 'Messages to the support team.' },
  {
    name: 'cars',
    description: 'Cars that come with a driver, by city, category and service type.',
  },
  { name: 'queries', description: "A customer's requests for a car's contact." },
  { name: 'feedback', description: 'Reviews of cars and their travel companies.' },
  {
    name: 'partner',
    description:
      "The partner portal: a travel company's own profile, fleet, drivers, documents and customers.",
  },
  {
    name: 'admin',
    description:
      "The operator console: Saarthi's team verifies companies and cars, for operators only.",
  },
  {
    name: 'bookings',
    description: 'Quotes, bookings of a car with a driver, and their notifications.',
  },
  {
    name: 'places',
    description:
      'Places a trip goes to, in English, Telugu and Hindi, with the routes from the cities: km, tolls and the states crossed.',
  },
  {
    name: 'documents',
    description:
      "A company's papers shown in the viewer's frame, by a short-lived ticket its partner or an operator was given.",
  },
  {
    name: 'listings',
    description: 'New-car offers, vans, tours, car washes, mechanics and driving schools.',
  },
];

const ERROR_RESPONSE_REF = '#/components/schemas/ErrorResponse';
// The rate limit sends it with every 429, the error handler with a 503 of an unreachable database.
const RETRY_AFTER = { type: 'integer', description: 'Seconds to wait before trying again.' };

/** `PATCH /api/blogs/like/:id` → `patchBlogsLikeById`: stable as long as the route is. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]+/),
    )
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
}

/** The guard decides, not what a route says of itself: `requireUser` answers 401 without a token. */
function securityOf(route: RouteOptions, guards: AuthGuards): Array<Record<string, string[]>> {
  const hooks = hooksOf(route);
  if (hooks.includes(guards.requireUser) || hooks.some(requiredRoleOf)) return [{ bearerAuth: [] }];
  // A token makes the answer personal (a blog's `liked`); none, or a stale one, reads as a visitor.
  if (hooks.includes(guards.optionalUser)) return [{}, { bearerAuth: [] }];
  return [];
}

type RouteSchema = FastifySchema & { consumes?: string[] };

/** Every error status a route can answer, read from its declaration, then from its own `errors`. */
function errorsOf(route: RouteOptions, schema: RouteSchema, guards: AuthGuards) {
  const statuses = new Set<ErrorStatus>();
  const readsBody = schema.body !== undefined || (schema.consumes?.length ?? 0) > 0;
  if (readsBody || schema.querystring !== undefined || schema.params !== undefined)
    statuses.add(400);
  if (hooksOf(route).includes(guards.requireUser)) statuses.add(401);
  if (hooksOf(route).some(requiredRoleOf)) {
    statuses.add(401);
    statuses.add(403);
  }
  if (schema.params !== undefined) {
    statuses.add(404);
    statuses.add(414);
  }
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  // Node refuses oversized headers before any route runs, whichever it would have been.
  statuses.add(431);
  statuses.add(500);
  statuses.add(503);

  const errors = new Map<ErrorStatus, string>(
    [...statuses].map((status) => [status, ERROR_MEANINGS[status]]),
  );
  for (const [status, meaning] of Object.entries(schema.errors ?? {})) {
    if (meaning === false) errors.delete(Number(status) as ErrorStatus);
    else errors.set(Number(status) as ErrorStatus, meaning);
  }
  return new Map([...errors].sort(([a], [b]) => a - b));
}

/**
 * The schema with `null` added to every enum that is `nullable`. OpenAPI 3.0 allows null only
 * where the enum lists it too, so a nullable enum as zod writes it (`from` of a booking's first
 * history row) would refuse the null the API answers, in any client or validator built from it.
 */
function withNullInNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullInNullableEnums);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'enum' ? value : withNullInNullableEnums(value),
    ]),
  );
  const { nullable, enum: values } = copy as { nullable?: unknown; enum?: unknown };
  if (nullable === true && Array.isArray(values) && !values.includes(null))
    copy.enum = [...(values as unknown[]), null];
  return copy;
}

/**
 * fastify-type-provider-zod's transform, plus what an integrator needs from each operation: an
 * operationId, its security, and every error it can answer in the one error shape.
 */
function createTransform(guards: AuthGuards): SwaggerTransform {
  return (document) => {
    const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
    const {
      errors: _errors,
      answers,
      ...schema
    } = withNullInNullableEnums(transformed.schema) as RouteSchema & {
      hide?: boolean;
      response?: Record<string, unknown>;
    };
    if (schema.hide) return transformed;

    const { route, url } = document;
    const method = String(route.method);
    const response: Record<string, unknown> = { ...answers, ...schema.response };
    // What a route declares itself (health's own 503 body) stays as it is.
    for (const [status, meaning] of errorsOf(route, document.schema as RouteSchema, guards)) {
      response[status] ??= {
        description: meaning,
        $ref: ERROR_RESPONSE_REF,
        ...(status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      };
    }
    return {
      url: transformed.url,
      schema: {
        ...schema,
        operationId: operationIdFor(method, url),
        security: securityOf(route, guards),
        response,
      },
    };
  };
}

function errorResponseJsonSchema() {
  // The shape the error handler sends, converted as the type provider converts route schemas.
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ErrorResponseSchema, {
    target: 'openapi-3.0',
    io: 'output',
  });
  return schema;
}

/** The options of @fastify/swagger: the document's header and the per-route transform. */
export function openApiOptions(guards: AuthGuards): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description: 'Cars with professional drivers in Andhra Pradesh and Telangana.',
        termsOfService: '/TermsofServices',
        license: {
          name: `Proprietary: use under the ${PRODUCT_NAME} Terms of Service`,
          url: '/TermsofServices',
        },
      },
      // The API answers under /api on the host that serves this document, whatever its name.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token answered by register, login or Google sign-in.',
          },
        },
        schemas: { ErrorResponse: errorResponseJsonSchema() as never },
      },
    },
    transform: createTransform(guards),
  };
}
