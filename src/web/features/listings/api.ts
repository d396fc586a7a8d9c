import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/constants';
import { apiRequest } from '../../lib/api-client';
import { LISTINGS, type ListingKind, type ListingRecords } from './listing-config';

/**
 * One listing, parsed with its shared schema (docs/product/storefront.md#side-listings); a
 * translated kind's words in `lang`, English where the team has not written them in it.
 */
export function getListing<K extends ListingKind>(
  kind: K,
  lang: Language,
  signal?: AbortSignal,
): Promise<ListingRecords[K][]> {
  const { apiPath, schema, translated } = LISTINGS[kind];
  return apiRequest(translated ? `${apiPath}?lang=${lang}` : apiPath, { schema, signal });
}

export function listingQueryOptions<K extends ListingKind>(kind: K, lang: Language) {
  // Only a translated kind changes with the language: the others keep one key.
  const language = LISTINGS[kind].translated ? lang : 'en';
  return queryOptions({
    queryKey: ['listings', kind, language] as const,
    queryFn: ({ signal }) => getListing(kind, language, signal),
    staleTime: 5 * 60_000,
    // docs/product/storefront.md#errors "Listing fetch failures": logged only, the list stays empty.
    meta: { errorMessage: `Failed to load ${LISTINGS[kind].logNoun}:` },
  });
}

export function useListing<K extends ListingKind>(kind: K) {
  const { i18n } = useLingui();
  return useQuery(listingQueryOptions(kind, i18n.locale as Language));
}
