import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';
import ToastContainer from '../layout/toast-container';
import { MessageTables, type MessageTable } from '../lib/i18n/server-messages';
import { createQueryClient } from '../lib/query-client';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at, e.g. '/car/123' (with any `?query` and `#fragment`). */
  route?: string;
  /** Navigation state for the first entry (spec: search passes city and category as state). */
  state?: unknown;
  /** The route pattern the element is mounted at, e.g. '/car/:id'. Defaults to '*'. */
  path?: string;
  /** The working area's message tables, as its layout gives them (`PARTNER_AREA_MESSAGES`). */
  messages?: readonly MessageTable[];
}

/**
 * Renders with the app's providers: messages, a fresh query client, a memory router and the app's
 * toasts (with the one notice of an ended session).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state, path = '*', messages = [], ...options }: Options = {},
) {
  // The app's client (its error logging included), without retries or refetching.
  const queryClient = createQueryClient({
    queries: { retry: false, staleTime: Infinity },
    mutations: { retry: false },
  });
  // Where the router is now, for tests of what a page writes into its URL.
  const current: { location?: Location } = {};
  const LocationRecorder = () => {
    const location = useLocation();
    useEffect(() => {
      current.location = location;
    }, [location]);
    return null;
  };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: route.split(/[?#]/)[0]!,
              search: /\?[^#]*/.exec(route)?.[0] ?? '',
              hash: /#.*/.exec(route)?.[0] ?? '',
              state,
            },
          ]}
        >
          <LocationRecorder />
          <Routes>
            <Route
              path={path}
              element={<MessageTables tables={messages}>{children}</MessageTables>}
            />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
        <ToastContainer />
      </QueryClientProvider>
    </I18nProvider>
  );
  const location = () => current.location!;
  return { queryClient, location, ...render(ui, { wrapper: Wrapper, ...options }) };
}

function LocationProbe() {
  return <div data-testid="navigated-away" />;
}

type Handler = (request: {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (query string ignored). Unknown calls
 * answer 404 so a missing stub shows up as a failed request, not a hang. Returns the spy.
 */
export function mockApi(routes: Record<string, Handler | { status?: number; body: unknown }>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const route = routes[key];
    if (!route) {
      return new Response(JSON.stringify({ success: false, message: `No stub for ${key}` }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const answer =
      typeof route === 'function'
        ? await route({ url, method, body, headers: new Headers(init?.headers) })
        : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
