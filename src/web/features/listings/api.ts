import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { LISTINGS, type ListingKind, type ListingRecords } from './listing-config';

/** One listing, parsed with its shared schema (docs/product/storefront.md#side-listings). */
export function getListing<K extends ListingKind>(
  kind: K,
  signal?: AbortSignal,
): Promise<ListingRecords[K][]> {
  const { apiPath, schema } = LISTINGS[kind];
  return apiRequest(apiPath, { schema, signal });
}

export function listingQueryOptions<K extends ListingKind>(kind: K) {
  return queryOptions({
    queryKey: ['listings', kind] as const,
    queryFn: ({ signal }) => getListing(kind, signal),
    staleTime: 5 * 60_000,
    // docs/product/storefront.md#errors "Listing fetch failures": logged only, the list stays empty.
    meta: { errorMessage: `Failed to load ${LISTINGS[kind].logNoun}:` },
  });
}

export function useListing<K extends ListingKind>(kind: K) {
  return useQuery(listingQueryOptions(kind));
}
