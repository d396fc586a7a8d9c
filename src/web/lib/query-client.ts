import { QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** docs/product/storefront.md#errors: what the console says when this query fails. */
      errorMessage?: string;
      /** A failure the page explains by itself (a missing record) is not logged. */
      isExpectedError?: (error: unknown) => boolean;
    };
  }
}

/**
 * The app's query client. A failed query is logged here, once per failure after its retries and
 * however many components show it, with the message its feature set in `meta.errorMessage`.
 */
export function createQueryClient(defaultOptions: DefaultOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const { errorMessage, isExpectedError } = query.meta ?? {};
        if (errorMessage && !isExpectedError?.(error)) console.error(errorMessage, error);
      },
    }),
    defaultOptions: {
      ...defaultOptions,
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
        ...defaultOptions.queries,
      },
    },
  });
}
