import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../shared/contracts/common.js';
import { createTestApp } from '../test/app.js';
import { MAX_PARAM_LENGTH } from './protocol-errors.js';

/**
 * What Node's HTTP parser and Fastify's router refuse before a route runs is answered in the
 * API's error shape too. Sent over a real socket: `inject` skips Node's parser, which is what
 * refuses oversized headers.
 */
const { app } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** One request written on a fresh connection (`Connection: close`), read until the server closes it. */
function rawRequest(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    // Not ended: a half-closed connection is one Node stops answering.
    socket.write(request);
  });
}

const get = (path: string, headers: string[] = []) =>
  rawRequest(
    [`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers, '', ''].join(
      '\r\n',
    ),
  );

const errorOf = (answer: RawAnswer) => {
  const json = JSON.parse(answer.body) as unknown;
  expect(ErrorResponseSchema.safeParse(json).success, answer.body).toBe(true);
  return json;
};

describe('requests refused before a route runs', () => {
  it('answers 431 in the error shape when the headers are over the limit', async () => {
    const answer = await get('/api/cars', [`X-Filler: ${'a'.repeat(20_000)}`]);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(errorOf(answer)).toEqual({
      success: false,
      message: 'The request headers are too large',
      code: 'headers_too_large',
    });
  });

  it('answers 414 in the error shape when a path parameter is over the limit', async () => {
    const answer = await get(`/api/cars/${'a'.repeat(MAX_PARAM_LENGTH + 1)}`);
    expect(answer.status).toBe(414);
    expect(errorOf(answer)).toEqual({
      success: false,
      message: 'The address is too long',
      code: 'uri_too_long',
    });
  });

  it('answers 400 in the error shape for a malformed request or address', async () => {
    const malformed = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed)).toMatchObject({ success: false, code: 'invalid_request' });

    const badUrl = await get('/api/cars/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(errorOf(badUrl)).toMatchObject({ success: false, code: 'url_invalid' });
  });

  it('declares both in the API description, in the error shape', () => {
    const { paths } = app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const errorShape = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
    expect(paths['/api/cars/{id}']!.get!.responses['414']).toMatchObject(errorShape);
    expect(paths['/api/cars']!.get!.responses['431']).toMatchObject(errorShape);
    expect(paths['/api/cars']!.get!.responses['414']).toBeUndefined();
  });

  it('still answers a request within the limits', async () => {
    const answer = await get(`/api/cars/${randomUUID()}`, [`X-Filler: ${'a'.repeat(1_000)}`]);
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toMatchObject({ code: 'car_not_found' });
  });
});
