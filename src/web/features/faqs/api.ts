import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/constants';
import * as z from 'zod/mini';
import { FaqSchema } from '@shared/contracts/faqs';
import { apiRequest } from '../../lib/api-client';

// docs/product/storefront.md#api-calls: FAQs send credentials only, no bearer token.
// The answers come in the reader's language (English where not translated): a new language is
// a new key, so switching language fetches them again.
export const getFaqs = (lang: Language) =>
  apiRequest(`/api/faqs?lang=${lang}`, { schema: z.array(FaqSchema) });

export const faqsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['faqs', lang],
    queryFn: () => getFaqs(lang),
    // docs/product/storefront.md#errors: a failed FAQ load is logged only; the page shows its empty state.
    meta: { errorMessage: 'Failed to load FAQs' },
    staleTime: 5 * 60_000,
  });

export function useFaqs() {
  const { i18n } = useLingui();
  return useQuery(faqsQueryOptions(i18n.locale as Language));
}
