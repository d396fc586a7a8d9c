import { queryOptions } from '@tanstack/react-query';
import { DocumentViewResponseSchema } from '@shared/contracts/documents';
import { apiRequest } from './api-client';
import { retryUnlessSessionEnded } from './api-retry';

/**
 * The address a document's viewer frames to show a PDF inside the page: a frame cannot send the
 * bearer token, so the partner portal or the console asks for a five-minute ticket with it
 * (`POST …/documents/{id}/view`) and frames the address the server answers. Kept four minutes,
 * never longer than the ticket lives.
 */
export function documentViewQueryOptions(ticketPath: string, queryKey: readonly unknown[]) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(ticketPath, {
          method: 'POST',
          auth: true,
          schema: DocumentViewResponseSchema,
          signal,
        })
      ).url,
    retry: retryUnlessSessionEnded,
    staleTime: 4 * 60_000,
    gcTime: 0,
  });
}
