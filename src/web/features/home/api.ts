import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import {
  FeaturedItemSchema,
  OfferItemSchema,
  ReasonItemSchema,
  SiteReviewCreatedSchema,
  SiteReviewSchema,
  type SiteReviewBody,
} from '@shared/contracts/home';
import { PRODUCT_NAME } from '@shared/constants';
import { OffersResponseSchema } from '@shared/contracts/promotions';
import { apiRequest } from '../../lib/api-client';

// docs/product/storefront.md#home. apiRequest always sends credentials, as the spec asks.
export const getComments = () => apiRequest('/api/comments', { schema: z.array(SiteReviewSchema) });
// docs/product/storefront.md#site-reviews: the real body { userName, comment, websiteRating }.
export const postComment = (body: SiteReviewBody) =>
  apiRequest('/api/comments', { method: 'POST', body, schema: SiteReviewCreatedSchema });

/** What the three strips' items share: the title the card draws over its picture. */
export interface StripItem {
  _id: string;
  title: string;
  inEnglish: readonly string[];
}

/**
 * A home strip's pictures with their titles, in the reader's language (decision 014): the
 * language is in the key, so switching language fetches the titles again. A failed call is
 * logged with its own message and nothing else (docs/product/storefront.md#errors).
 */
function useStrip<T>(path: string, item: z.ZodMiniType<T>, meta: { errorMessage: string }) {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  return useQuery({
    queryKey: [path, lang],
    queryFn: () => apiRequest(`${path}?lang=${lang}`, { schema: z.array(item) }),
    staleTime: 5 * 60_000,
    meta,
  });
}

export const useFeatured = () =>
  useStrip('/api/featured/allFeatured', FeaturedItemSchema, {
    errorMessage: 'Failed to load images',
  });
export const useOffers = () =>
  useStrip('/api/offers/allOffer', OfferItemSchema, {
    errorMessage: 'Failed to load offers',
  });
// The API names the product in its paths ({product} is Saarthi, docs/product/storefront.md#api-calls), so this is /api/whySaarthi/allWhySaarthi.
export const useReasons = () =>
  useStrip(`/api/why${PRODUCT_NAME}/allWhy${PRODUCT_NAME}`, ReasonItemSchema, {
    errorMessage: `Failed to load why${PRODUCT_NAME} images`,
  });
export const commentsQueryOptions = queryOptions({
  queryKey: ['comments'],
  queryFn: getComments,
  meta: { errorMessage: 'Error fetching comments:' },
});
export const useComments = () => useQuery(commentsQueryOptions);

/**
 * The site review's submission: `mutate`, `isPending` and `error`, as TanStack's `useMutation`
 * offers them. Written out rather than taken from it because the home page loads this form, and
 * `useMutation` with its observer would be 1 kB of the home page's JavaScript budget for
 * the one write it makes; the other pages' writes keep using it.
 */
export function useSubmitComment() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({
    isPending: false,
    error: null,
  });
  const mutate = useCallback(
    (body: SiteReviewBody, options?: { onSuccess?: () => void }) => {
      setState({ isPending: true, error: null });
      postComment(body).then(
        () => {
          setState({ isPending: false, error: null });
          // docs/product/storefront.md#page-states: after a review is submitted the list is reloaded.
          void queryClient.invalidateQueries({ queryKey: commentsQueryOptions.queryKey });
          options?.onSuccess?.();
        },
        (error: Error) => {
          console.error('Error submitting comment:', error);
          setState({ isPending: false, error });
        },
      );
    },
    [queryClient],
  );
  return { mutate, ...state };
}

/**
 * GET /api/offers: Saarthi's offer codes a customer can use today. Not in the reader's language:
 * the terms are figures, worded by the page.
 */
export const useOfferCodes = () =>
  useQuery({
    queryKey: ['offers', 'codes'],
    queryFn: () => apiRequest('/api/offers', { schema: OffersResponseSchema }),
    staleTime: 60_000,
    meta: { errorMessage: 'Failed to load offer codes' },
  });
