import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mockApi } from '../test/render';
import { apiFetch, ApiError, apiRequest, readAnswer } from './api-client';
import { authToken } from './storage';

const Answer = z.object({ success: z.literal(true), name: z.string() });

/** The error a call throws, for the assertions on it. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('forgets a token the server refuses (401), so the header shows the signed-out state', async () => {
    authToken.set('expired-token');
    mockApi({
      'GET /api/user/profile': {
        status: 401,
        body: { success: false, message: 'Your session has ended', code: 'session_ended' },
      },
    });
    const error = await failureOf(apiRequest('/api/user/profile', { auth: true, schema: Answer }));
    expect(error.status).toBe(401);
    expect(authToken.get()).toBeNull();
  });

  it('keeps the token when a call without it is refused (a wrong password)', async () => {
    authToken.set('customer-token');
    mockApi({
      'POST /api/user/login': {
        status: 401,
        body: { success: false, message: 'Invalid email or password', code: 'invalid_login' },
      },
    });
    await failureOf(apiRequest('/api/user/login', { method: 'POST', body: {}, schema: Answer }));
    expect(authToken.get()).toBe('customer-token');
  });

  it('sends JSON with the bearer token and answers the parsed data', async () => {
    authToken.set('partner-token');
    const api = mockApi({
      'PUT /api/things/1': ({ body, headers }) => {
        expect(body).toEqual({ name: 'Dzire' });
        expect(headers.get('content-type')).toBe('application/json');
        expect(headers.get('authorization')).toBe('Bearer partner-token');
        return { body: { success: true, name: 'Dzire' } };
      },
    });

    await expect(
      apiRequest('/api/things/1', {
        method: 'PUT',
        body: { name: 'Dzire' },
        auth: true,
        schema: Answer,
      }),
    ).resolves.toEqual({ success: true, name: 'Dzire' });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('sends FormData as it is, for the browser to write the multipart boundary', async () => {
    mockApi({
      'POST /api/uploads': ({ body, headers }) => {
        expect(body).toBeInstanceOf(FormData);
        expect(headers.get('content-type')).toBeNull();
        return { status: 201, body: { success: true, name: 'photo.jpg' } };
      },
    });
    const form = new FormData();
    form.append('car_image', new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));

    await expect(
      apiRequest('/api/uploads', { method: 'POST', body: form, schema: Answer }),
    ).resolves.toMatchObject({ name: 'photo.jpg' });
  });

  it("keeps a 400's field errors, named as the form names them", async () => {
    mockApi({
      'POST /api/partner/cars': {
        status: 400,
        body: {
          success: false,
          message: 'Please correct the highlighted fields',
          code: 'validation_failed',
          errors: [
            { path: 'body.rates.base', message: 'Must be at least 1', code: 'min_value' },
            { path: 'body.carName', message: 'Car name is required' },
          ],
        },
      },
    });

    const error = await failureOf(
      apiRequest('/api/partner/cars', { method: 'POST', body: {}, schema: Answer }),
    );
    expect(error).toMatchObject({
      status: 400,
      fromServer: true,
      message: 'Please correct the highlighted fields',
      code: 'validation_failed',
    });
    expect(error.fields).toEqual([
      { field: 'rates.base', message: 'Must be at least 1', code: 'min_value' },
      { field: 'carName', message: 'Car name is required', code: undefined },
    ]);
  });

  it('tells a refusal without fields, an answer not from the API and a network failure apart', async () => {
    mockApi({
      'DELETE /api/partner/cars/1': {
        status: 409,
        body: { success: false, message: 'Already archived', code: 'car_archived' },
      },
      'GET /api/proxy': { status: 502, body: '<html>Bad gateway</html>' },
    });

    const refused = await failureOf(
      apiRequest('/api/partner/cars/1', { method: 'DELETE', schema: Answer }),
    );
    expect(refused).toMatchObject({ status: 409, fromServer: true, code: 'car_archived' });
    expect(refused.fields).toEqual([]);

    const proxy = await failureOf(apiRequest('/api/proxy', { schema: Answer }));
    expect(proxy).toMatchObject({ status: 502, fromServer: false, code: 'request_failed' });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = await failureOf(apiRequest('/api/proxy', { schema: Answer }));
    expect(offline).toMatchObject({ status: 0, fromServer: false, code: 'network_error' });
  });

  it('refuses an answer that does not match the contract', async () => {
    mockApi({ 'GET /api/things/1': { body: { success: true, name: 42 } } });
    const error = await failureOf(apiRequest('/api/things/1', { schema: Answer }));
    expect(error).toMatchObject({ status: 200, fromServer: false, code: 'unexpected_answer' });
  });
});

describe('apiFetch', () => {
  it("answers the response for the caller to read its bytes, and throws a refusal's error", async () => {
    authToken.set('partner-token');
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('accept')).toBe('*/*');
      return String(input).endsWith('/1/file')
        ? new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200 })
        : new Response(
            JSON.stringify({ success: false, message: 'Document not found', code: 'not_found' }),
            { status: 404 },
          );
    });
    vi.stubGlobal('fetch', fetch);

    const response = await apiFetch('/api/partner/documents/1/file', { auth: true, accept: '*/*' });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
    const missing = await failureOf(
      apiFetch('/api/partner/documents/2/file', { auth: true, accept: '*/*' }),
    );
    expect(missing).toMatchObject({ status: 404, message: 'Document not found', fromServer: true });
  });
});

describe('readAnswer', () => {
  it('reads an answer received another way (XMLHttpRequest) as apiRequest would', () => {
    expect(readAnswer('/api/uploads', 201, { success: true, name: 'a.jpg' }, Answer)).toEqual({
      success: true,
      name: 'a.jpg',
    });
    expect(() =>
      readAnswer(
        '/api/uploads',
        413,
        { success: false, message: 'Too large', code: 'upload_too_large' },
        Answer,
      ),
    ).toThrow(expect.objectContaining({ status: 413, code: 'upload_too_large' }));
  });
});
