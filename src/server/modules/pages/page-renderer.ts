/**
 * The web app's own server build (`dist/web-ssr/entry-server.js`, written by `npm run build:web`)
 * loaded into this process: it draws a public page's HTML with the data its first screen shows,
 * its API calls answered by this app's own routes (`inject`), without a network hop.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../../shared/constants.js';
import type { App } from '../../http/types.js';

/** The API call a rendering makes, marked so the call is not counted as a visitor's (a car's views). */
export const RENDERING_HEADER = 'x-saarthi-rendering';

export interface RenderedPage {
  html: string;
  served: { language: Language; answers: unknown[] };
}

interface WebServerBuild {
  SERVED_PAGE_ID: string;
  startRendering(transport: typeof fetch): void;
  renderPage(url: string, language: Language): Promise<RenderedPage | null>;
}

export interface PageRenderer {
  /** The id of the element the page's data is written into (the browser reads it). */
  servedPageId: string;
  render(url: string, language: Language): Promise<RenderedPage | null>;
}

/** Answers a `fetch` from the app's routes in this process. */
function injectingFetch(app: App): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(RENDERING_HEADER, '1');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: Object.fromEntries(headers),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodiless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The renderer when the web app's server build is there (after `npm run build`), else null. */
export async function loadPageRenderer(app: App, buildDir: string): Promise<PageRenderer | null> {
  const entry = join(buildDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const build = (await import(pathToFileURL(entry).href)) as WebServerBuild;
  build.startRendering(injectingFetch(app));
  return {
    servedPageId: build.SERVED_PAGE_ID,
    render: (url, language) => build.renderPage(url, language),
  };
}
