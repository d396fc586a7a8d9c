/**
 * The server's way into the web app: renders one public page to HTML, in the asked language, with
 * the data its first screen shows, for the server to send before any script runs (search
 * engines, link previews, slow phones). Built apart (`npm run build:web`, `--ssr`) and loaded by
 * the server (src/server/modules/pages). The browser then takes the HTML over (main.tsx).
 */
import './lib/zod-config';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { LANGUAGE_TAGS, type Language } from '@shared/constants';
import { App } from './app';
import { sendRequestsWith } from './lib/api-client';
import { i18n, loadStorefrontAreas } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { siteConfigQueryOptions } from './lib/site';
import { AppRoutes, preloadPage } from './routes';
import { servedAnswers, type ServedPage } from './served-page';

export { SERVED_PAGE_ID } from './served-page';

/** A rendered page: its HTML (the inside of `#root`) and what the browser starts from. */
export interface RenderedPage {
  html: string;
  served: ServedPage;
}

/** How many times a page is drawn to find the data it shows: data read after other data. */
const MOST_PASSES = 3;

/**
 * The web app's messages are one set shared by every render (`lib/i18n`): one page is drawn at a
 * time, in its own language, so two pages in different languages never mix their words.
 */
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const turn = drawing.then(draw, draw);
  drawing = turn.catch(() => undefined);
  return turn;
}

const appAt = (url: string, queryClient: QueryClient) => (
  <StrictMode>
    <App queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </App>
  </StrictMode>
);

/**
 * Draws the page, waiting for every lazy part (`react-dom/static`), so that its queries are
 * created and its parts loaded. Its HTML is not sent: parts that arrived late are placed by
 * inline scripts, which the site's Content Security Policy refuses.
 */
async function drawWaiting(url: string, queryClient: QueryClient): Promise<void> {
  // The HTML it made is let go unread.
  await prerenderToNodeStream(appAt(url, queryClient));
}

/** A boundary the server could not finish: the browser would draw it anew, so nothing is sent. */
const UNFINISHED = '<!--$!-->';

/** The queries a drawing created and could not answer (on the server a query never fetches). */
const wantedBy = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' })
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);

/** Fetches what a drawing wanted, so the next drawing has it; answers how many there were. */
async function fetchWanted(queryClient: QueryClient): Promise<number> {
  const wanted = wantedBy(queryClient);
  await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  return wanted.length;
}

/** Sets how the app's API calls reach the server's routes; called once by the server. */
export function startRendering(transport: typeof fetch): void {
  sendRequestsWith(transport);
}

/**
 * The page at `url` drawn in `language`, or null when it cannot be drawn as the browser would
 * draw it: a call it needs failed (the browser would ask again and show something else).
 */
export async function renderPage(url: string, language: Language): Promise<RenderedPage | null> {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const { pathname } = new URL(url, 'http://page.invalid');
  await Promise.all([
    loadStorefrontAreas(language),
    preloadPage(pathname, language, queryClient),
    // The footer's and the Help Desk's contact details, on every page.
    queryClient.prefetchQuery(siteConfigQueryOptions),
  ]);
  return oneAtATime(async () => {
    const draw = () => {
      i18n.activate(language, [LANGUAGE_TAGS[language]]);
      return renderToString(appAt(url, queryClient));
    };
    // Most pages are drawn at once: their parts were loaded by an earlier page, and the data the
    // page module names (`prefetch`) is already there.
    let html = draw();
    if (html.includes(UNFINISHED) || wantedBy(queryClient).length > 0) {
      // Otherwise the page is drawn waiting for its parts, what it asked for is fetched, and so
      // on for data read after other data, before it is drawn once more in one piece.
      i18n.activate(language, [LANGUAGE_TAGS[language]]);
      await drawWaiting(url, queryClient);
      for (let pass = 1; pass < MOST_PASSES && (await fetchWanted(queryClient)) > 0; pass++) {
        i18n.activate(language, [LANGUAGE_TAGS[language]]);
        await drawWaiting(url, queryClient);
      }
      html = draw();
    }
    const failed = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' });
    if (failed.length > 0 || html.includes(UNFINISHED)) return null;
    return { html, served: { language, answers: servedAnswers(queryClient) } };
  });
}
