import type * as z from 'zod/mini';
import { ErrorResponseSchema } from '@shared/contracts/common';
import { env } from './env';
import { authToken } from './storage';

/**
 * A failed call: `message` is the server's English message when it sent one, and `code` its
 * stable code, which `translateMessage` (lib/i18n/server-messages.ts) shows in the reader's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** True when the server answered; false for network failures. */
    readonly fromServer: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// What a failure that never reached the server says in logs; people see it translated, by code
// (lib/i18n/server-messages.ts).
const NETWORK_ERROR = 'Network error';
const REQUEST_FAILED = 'Request failed';
const UNEXPECTED_ANSWER = 'Unexpected answer';

/** A page's record is missing: unknown (404) or malformed (400) id alike. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function apiUrl(path: string): string {
  return `${env.VITE_API_BASE_URL}${path}`;
}

interface RequestOptions<T extends z.ZodMiniType> {
  schema: T;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token when there is one (spec §6). */
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls the API: base URL, credentials, bearer token, and every answer
 * parsed with the shared schema so a contract drift fails loudly here, not deep in a component.
 */
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<T>,
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.auth) {
    const token = authToken.get();
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the header's scheme, not text
    if (token) headers.authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      error instanceof Error ? error.message : NETWORK_ERROR,
      false,
      'network_error',
    );
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.message : `${REQUEST_FAILED} (${response.status})`,
      parsed.success,
      parsed.success ? parsed.data.code : 'request_failed',
    );
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      `${UNEXPECTED_ANSWER} from ${path}`,
      false,
      'unexpected_answer',
    );
  }
  return parsed.data;
}
