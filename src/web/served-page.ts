import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language } from '@shared/constants';

/** The element the server writes a rendered page's data into, beside the page's HTML. */
export const SERVED_PAGE_ID = 'served-page';

/** One answer the page was drawn from: its query's key and its data. */
export interface ServedAnswer {
  key: QueryKey;
  data: unknown;
}

/** What the server sends with a page it rendered: its language and the answers it was drawn from. */
export interface ServedPage {
  language: Language;
  answers: ServedAnswer[];
}

/** The answers of a drawn page's queries, as the browser's cache starts from them. */
export function servedAnswers(queryClient: QueryClient): ServedAnswer[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
}

/**
 * Starts the browser's query cache from the page the server drew, when there is one and it is in
 * the language the reader will see (a page drawn in another language is replaced, not taken
 * over). Answers whether it did.
 */
export function takeOverServedPage(language: Language, queryClient: QueryClient): boolean {
  // The server's own JSON, escaped for a script element (src/server/modules/pages/page-head.ts).
  const page = JSON.parse(
    document.getElementById(SERVED_PAGE_ID)?.textContent || 'null',
  ) as ServedPage | null;
  if (page?.language !== language) return false;
  // As fresh as the page: the server keeps a drawn page only while its data is current.
  const now = Date.now();
  for (const answer of page.answers)
    queryClient.setQueryData(answer.key, answer.data, { updatedAt: now });
  return true;
}
