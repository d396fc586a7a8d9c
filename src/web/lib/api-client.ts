import type * as z from 'zod/mini';
import { ErrorResponseSchema } from '@shared/contracts/common';
import type { MessageParams } from '@shared/message-ref';
import { env } from './env';
import { authToken } from './storage';

/** One field the server refused, named as the form names it: `body.rates.base` → `rates.base`. */
export interface RefusedField {
  field: string;
  message: string;
  code?: string;
  params?: MessageParams;
}

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
    /** The fields a refusal (a 400) named, so that a form can show each at its own field. */
    readonly fields: readonly RefusedField[] = [],
    /** The values the message's words take (`{ max: 60 }`). */
    readonly params?: MessageParams,
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

/**
 * How a request travels when the server renders a page: to the server's own routes, without a
 * network hop (entry-server.tsx sets it). The browser's build leaves it out.
 */
let serverTransport: typeof fetch | undefined;
export function sendRequestsWith(transport: typeof fetch): void {
  serverTransport = transport;
}

export function apiUrl(path: string): string {
  return `${env.VITE_API_BASE_URL}${path}`;
}

/** A request that never got an answer (no connection, the server out of reach). */
export function networkFailure(error?: unknown): ApiError {
  return new ApiError(
    0,
    error instanceof Error ? error.message : NETWORK_ERROR,
    false,
    'network_error',
  );
}

/**
 * The error an answer other than 2xx stands for: the server's message, code and field errors
 * (their `body.` prefix left out) when it sent them, or a plain failure when the answer is not
 * the API's (a proxy's error page).
 */
export function refusalOf(status: number, payload: unknown): ApiError {
  const refusal = ErrorResponseSchema.safeParse(payload);
  if (!refusal.success) {
    return new ApiError(status, `${REQUEST_FAILED} (${status})`, false, 'request_failed');
  }
  const fields = (refusal.data.errors ?? []).map((error) => ({
    field: error.path.replace(/^body\.?/, ''),
    message: error.message,
    code: error.code,
    params: error.params,
  }));
  return new ApiError(
    status,
    refusal.data.message,
    true,
    refusal.data.code,
    fields,
    refusal.data.params,
  );
}

/**
 * What `apiRequest` makes of an answer, for a request sent another way (an upload through
 * XMLHttpRequest, for its progress): the data parsed with the shared schema, or the error.
 */
export function readAnswer<T extends z.ZodMiniType>(
  path: string,
  status: number,
  payload: unknown,
  schema: T,
): z.infer<T> {
  if (status < 200 || status >= 300) throw refusalOf(status, payload);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(status, `${UNEXPECTED_ANSWER} from ${path}`, false, 'unexpected_answer');
  }
  return parsed.data;
}

interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when FormData (the browser writes the multipart boundary). */
  body?: unknown;
  /** Send the bearer token when there is one (docs/product/storefront.md#who-may-do-what). */
  auth?: boolean;
  signal?: AbortSignal;
  /** What the answer may be: JSON unless the caller reads bytes (a document, a picture). */
  accept?: string;
  /** Headers of the request's own (a booking's Idempotency-Key). */
  headers?: Record<string, string>;
}

interface RequestOptions<T extends z.ZodMiniType> extends Omit<FetchOptions, 'accept'> {
  schema: T;
}

/**
 * A request whose answer the caller reads itself (a file's bytes): base URL, credentials and
 * bearer token as `apiRequest` sends them, and an answer other than 2xx thrown as an ApiError.
 * The token is read before the first await, so a request started before logout still sends it.
 */
export async function apiFetch(path: string, options: FetchOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: options.accept ?? 'application/json',
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = options.auth ? authToken.get() : null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the header's scheme, not text
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    const send = import.meta.env.SSR && serverTransport ? serverTransport : fetch;
    response = await send(apiUrl(path), {
      // fetch's own default is GET.
      method: options.method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure(error);
  }
  if (!response.ok) {
    if (response.status === 401 && token) authToken.refused(token);
    throw refusalOf(response.status, await response.json().catch(() => null));
  }
  return response;
}

/**
 * The one way the web app calls the API: base URL, credentials, bearer token, and every answer
 * parsed with the shared schema so a contract drift fails loudly here, not deep in a component.
 * A refusal is thrown as an ApiError that keeps the field errors of a 400 for the form.
 */
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  { schema, ...options }: RequestOptions<T>,
): Promise<z.infer<T>> {
  const response = await apiFetch(path, options);
  const payload: unknown = await response.json().catch(() => null);
  return readAnswer(path, response.status, payload, schema);
}
