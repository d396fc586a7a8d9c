import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatProblems, lintOpenApiDocument } from '../../../scripts/openapi-lint.js';
import { ErrorResponseSchema } from '../../shared/contracts/common.js';
import { createTestApp } from '../test/app.js';
import { bookingsWorld } from '../test/bookings.js';
import { declaredAnswers } from '../test/declared-answers.js';
import { createTravelCompany, createUser } from '../test/factories.js';
import type { App } from './types.js';
import { operationIdFor } from './openapi.js';

interface Parameter {
  in: string;
  name: string;
  schema?: { format?: string };
  /** A value of the right shape, where the contract gives one (a month: `2026-10`). */
  example?: string;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }
  >;
}
interface Document {
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
}
interface DocumentedOperation {
  method: string;
  path: string;
  key: string;
  operation: Operation;
}

const { app, db, authHeader } = await createTestApp();
// The same server with a rate limit of one request, to see which routes refuse a second.
const limited = await createTestApp({ RATE_LIMIT_MAX: '1' });
const document = app.swagger() as unknown as Document;
const operations: DocumentedOperation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    key: `${method.toUpperCase()} ${path}`,
    operation,
  })),
);
const REQUIRES_TOKEN = [{ bearerAuth: [] }];

/**
 * The path with each parameter filled: a value of the right shape (a uuid, or the example the
 * contract gives), or `bad` for all of them.
 */
function urlOf({ path, operation }: DocumentedOperation, bad?: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (bad !== undefined) return bad;
    const parameter = operation.parameters?.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    );
    if (parameter?.schema?.format === 'uuid') return randomUUID();
    return parameter?.example ?? 'missing.png';
  });
}

interface Answer {
  probe: string;
  status: number;
  body: string;
}

/**
 * What a client can get wrong, sent to one operation: no token, malformed path or query values,
 * an empty, oversized or non-JSON body, and then the same well-formed request again.
 */
async function probe(
  target: App,
  documented: DocumentedOperation,
  headers: Record<string, string>,
): Promise<Answer[]> {
  const { method, operation } = documented;
  const reads = operation.requestBody !== undefined;
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${parameter.name}=not-valid`)
    .join('&');
  const requests: Array<{
    probe: string;
    url: string;
    headers?: Record<string, string>;
    body?: string;
    type?: string;
  }> = [
    { probe: 'no token', url: urlOf(documented), body: '{}' },
    { probe: 'with token', url: urlOf(documented), headers, body: '{}' },
    { probe: 'malformed path', url: urlOf(documented, 'not-an-id'), headers, body: '{}' },
    ...(query
      ? [{ probe: 'malformed query', url: `${urlOf(documented)}?${query}`, headers, body: '{}' }]
      : []),
    ...(reads
      ? [
          {
            probe: 'oversized body',
            url: urlOf(documented),
            headers,
            body: JSON.stringify({ text: 'a'.repeat(1024 * 1024) }),
          },
          // Fastify reads JSON and plain text itself; nothing here reads a URL-encoded form.
          {
            probe: 'not JSON',
            url: urlOf(documented),
            headers,
            body: 'a=1',
            type: 'application/x-www-form-urlencoded',
          },
        ]
      : []),
  ];
  const answers: Answer[] = [];
  for (const request of requests) {
    const response = await target.inject({
      method: method as 'GET',
      url: request.url,
      headers: {
        ...request.headers,
        ...(reads ? { 'content-type': request.type ?? 'application/json' } : {}),
      },
      ...(reads ? { payload: request.body } : {}),
    });
    answers.push({ probe: request.probe, status: response.statusCode, body: response.body });
  }
  return answers;
}

/**
 * An account of its own for each operation (signing out, POST /api/user/logout, ends a token),
 * of the role the route serves: a partner with a company for the partner portal (registering
 * one is a customer's), an operator for the console, a customer elsewhere.
 */
async function accountFor({ key }: DocumentedOperation) {
  const partnerRoute = key.includes(' /api/partner/') && key !== 'POST /api/partner/company';
  const adminRoute = key.includes(' /api/admin/');
  const user = await createUser(db, {
    role: adminRoute ? 'operator' : partnerRoute ? 'partner' : 'customer',
  });
  if (partnerRoute) await createTravelCompany(db, { ownerUserId: user.id });
  return authHeader(user.id);
}

const answers = new Map<string, Answer[]>();
for (const documented of operations) {
  answers.set(documented.key, await probe(app, documented, await accountFor(documented)));
}

const declared = (operation: Operation, status: number) => String(status) in operation.responses;
const answered = (key: string, status: number) =>
  answers.get(key)!.some((answer) => answer.status === status);

describe('the OpenAPI document of /api/docs/json', () => {
  it('is what /api/docs/json serves', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('documents every route with the one-line summary its declaration writes, and no field of ours', () => {
    const summaries = operations.map(({ operation }) => operation.summary);
    for (const { key, operation } of operations) {
      expect(operation.summary, `${key}: schema.summary beside the route`).toMatch(/^\S[^\n]*\S$/);
      // `errors` and `answers` (http/route-docs.ts) become responses, never fields of their own.
      expect(Object.keys(operation), key).not.toContain('errors');
      expect(Object.keys(operation), key).not.toContain('answers');
    }
    expect(new Set(summaries).size, 'one summary per operation').toBe(summaries.length);
  });

  it('gives every operation a unique camelCase operationId made of its method and path', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdFor('PATCH', '/api/blogs/like/:id')).toBe('patchBlogsLikeById');
    expect(operationIdFor('PUT', '/api/user/update-profile')).toBe('putUserUpdateProfile');
  });

  it('puts every operation under a tag the document describes', () => {
    const described = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
    for (const { key, operation } of operations) {
      expect(operation.tags?.length, key).toBeGreaterThan(0);
      for (const tag of operation.tags ?? [])
        expect(described.get(tag), `${key}: tag ${tag}`).toBeTruthy();
    }
  });

  it('requires a bearer token exactly where the route refuses a request without one', () => {
    for (const { key, operation } of operations) {
      const refused =
        answers.get(key)!.find((answer) => answer.probe === 'no token')!.status === 401;
      expect(operation.security, key).toBeDefined();
      if (refused) {
        expect(operation.security, key).toEqual(REQUIRES_TOKEN);
        expect(declared(operation, 401), `${key} declares 401`).toBe(true);
      } else {
        expect(operation.security, key).not.toEqual(REQUIRES_TOKEN);
      }
    }
    // A reader's token is read when sent (a blog's `liked`), and never required.
    expect(operations.find(({ key }) => key === 'GET /api/blogs/all')!.operation.security).toEqual([
      {},
      { bearerAuth: [] },
    ]);
    expect(operations.find(({ key }) => key === 'GET /api/faqs')!.operation.security).toEqual([]);
  });

  it('declares every status a route answered to a wrong request, each error in the one error shape', () => {
    for (const { key, operation } of operations) {
      for (const answer of answers.get(key)!) {
        expect(
          declared(operation, answer.status),
          `${key} (${answer.probe}) answered ${answer.status}`,
        ).toBe(true);
        if (answer.status >= 400 && !key.startsWith('GET /api/health')) {
          expect(
            ErrorResponseSchema.safeParse(JSON.parse(answer.body)).success,
            `${key}: ${answer.body}`,
          ).toBe(true);
        }
      }
    }
  });

  it('answers what it declares, body and all: every answer above, and a booking with its history', async () => {
    const declarations = declaredAnswers(document as never);
    const mismatches: string[] = [];
    const check = (method: string, path: string, status: number, body: string) => {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return; // Not JSON: a file, or an empty 204.
      }
      const problems = declarations.problems(method, path, status, json);
      if (problems?.length) mismatches.push(`${method} ${path} ${status}: ${problems.join('; ')}`);
    };
    for (const { key, method, path } of operations)
      for (const answer of answers.get(key)!) check(method, path, answer.status, answer.body);

    // A booking's first history row has no status before it (`from: null`); the move adds one.
    const world = bookingsWorld({ app, db, authHeader });
    const { partner, car, driver } = await world.companyWithCar();
    const customer = await world.customer();
    const operator = await createUser(db, { role: 'operator' });
    const made = await world.book(customer.id, world.trip(car.id));
    expect(made.statusCode, made.body).toBe(201);
    check('POST', '/api/bookings', 201, made.body);
    const id = (made.json() as { booking: { _id: string } }).booking._id;
    const accepted = await world.call('POST', `/api/partner/bookings/${id}/accept`, partner.id, {
      driverId: driver.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    check('POST', '/api/partner/bookings/{id}/accept', 200, accepted.body);
    const reads: Array<[path: string, url: string, userId: string]> = [
      ['/api/bookings/{id}', `/api/bookings/${id}`, customer.id],
      ['/api/bookings', '/api/bookings', customer.id],
      ['/api/partner/bookings/{id}', `/api/partner/bookings/${id}`, partner.id],
      ['/api/partner/bookings', '/api/partner/bookings', partner.id],
      ['/api/admin/bookings/{id}', `/api/admin/bookings/${id}`, operator.id],
      ['/api/admin/bookings', '/api/admin/bookings', operator.id],
    ];
    for (const [path, url, userId] of reads) {
      const response = await world.call('GET', url, userId);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      check('GET', path, 200, response.body);
    }
    const history = (
      (await world.call('GET', `/api/bookings/${id}`, customer.id)).json() as {
        booking: { history: Array<{ from: string | null; to: string }> };
      }
    ).booking.history;
    expect(history.map(({ from, to }) => [from, to])).toEqual([
      [null, 'requested'],
      ['requested', 'confirmed'],
    ]);
    expect(mismatches).toEqual([]);
  });

  it('declares 400 for input, 404 and 414 for a path parameter, 413 and 415 for a body, 431 and 500 everywhere', () => {
    for (const { key, operation } of operations) {
      const takesInput =
        operation.requestBody !== undefined || (operation.parameters ?? []).length > 0;
      if (takesInput) expect(declared(operation, 400), `${key} declares 400`).toBe(true);
      expect(declared(operation, 431), `${key} declares 431`).toBe(true);
      expect(declared(operation, 500), `${key} declares 500`).toBe(true);
      if ((operation.parameters ?? []).some((parameter) => parameter.in === 'path')) {
        expect(
          declared(operation, 404) && answered(key, 404),
          `${key} declares and answers 404`,
        ).toBe(true);
        expect(declared(operation, 414), `${key} declares 414`).toBe(true);
      }
      if (operation.requestBody !== undefined) {
        expect(
          declared(operation, 413) && answered(key, 413),
          `${key} declares and answers 413`,
        ).toBe(true);
        expect(
          declared(operation, 415) && answered(key, 415),
          `${key} declares and answers 415`,
        ).toBe(true);
      }
    }
    expect(
      declared(operations.find(({ key }) => key === 'POST /api/user/register')!.operation, 409),
    ).toBe(true);
  });

  it('declares 503 wherever the answer needs the database', () => {
    const withoutDatabase = ['GET /api/health/live', 'GET /api/site'];
    for (const { key, operation } of operations)
      expect(declared(operation, 503), key).toBe(!withoutDatabase.includes(key));
  });

  it('describes the errors it adds with the shared error schema', () => {
    for (const { key, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || key.startsWith('GET /api/health')) continue;
        expect(response.content?.['application/json']?.schema?.$ref, `${key} ${status}`).toBe(
          '#/components/schemas/ErrorResponse',
        );
      }
    }
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const result = await lintOpenApiDocument(document);
    expect(formatProblems(result)).toBe('');
    expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});

describe('the rate-limited routes of the document', () => {
  it('declare 429 exactly where a client that keeps asking is refused', async () => {
    for (const documented of operations) {
      const headers = await limited.authHeader((await createUser(limited.db)).id);
      const request = {
        method: documented.method as 'GET',
        url: urlOf(documented),
        headers: {
          ...headers,
          ...(documented.operation.requestBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(documented.operation.requestBody ? { payload: '{}' } : {}),
      };
      await limited.app.inject(request);
      const again = await limited.app.inject(request);
      expect(
        again.statusCode === 429,
        `${documented.key} answered ${again.statusCode} when asked again`,
      ).toBe(declared(documented.operation, 429));
    }
  });
});
