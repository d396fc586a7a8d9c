import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { FaqSchema } from '@shared/contracts/faqs';
import { apiRequest } from '../../lib/api-client';

// docs/product/storefront.md#api-calls: FAQs send credentials only, no bearer token.
export const getFaqs = () => apiRequest('/api/faqs', { schema: z.array(FaqSchema) });

export const faqsQueryOptions = queryOptions({
  queryKey: ['faqs'],
  queryFn: getFaqs,
  // docs/product/storefront.md#errors: a failed FAQ load is logged only; the page shows its empty state.
  meta: { errorMessage: 'Failed to load FAQs' },
  staleTime: 5 * 60_000,
});

export function useFaqs() {
  return useQuery(faqsQueryOptions);
}
