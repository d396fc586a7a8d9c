import { useLingui } from '@lingui/react';
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
import { apiRequest } from '../../lib/api-client';

// docs/product/storefront.md#home. apiRequest always sends credentials, as the spec asks.
export const getFeatured = () =>
  apiRequest('/api/featured/allFeatured', { schema: z.array(FeaturedItemSchema) });
// The offers' and reasons' titles are the banners' words, in the reader's language (decision 014).
export const getOffers = (lang: string) =>
  apiRequest(`/api/offers/allOffer?lang=${lang}`, { schema: z.array(OfferItemSchema) });
// The API names the product in its paths ({product} is Saarthi, docs/product/storefront.md#api-calls), so this is /api/whySaarthi/allWhySaarthi.
export const getReasons = (lang: string) =>
  apiRequest(`/api/why${PRODUCT_NAME}/allWhy${PRODUCT_NAME}?lang=${lang}`, {
    schema: z.array(ReasonItemSchema),
  });
export const getComments = () => apiRequest('/api/comments', { schema: z.array(SiteReviewSchema) });
// docs/product/storefront.md#site-reviews: the real body { userName, comment, websiteRating }.
export const postComment = (body: SiteReviewBody) =>
  apiRequest('/api/comments', { method: 'POST', body, schema: SiteReviewCreatedSchema });

// docs/product/storefront.md#errors: a failed home call is logged with its own message and nothing else.
export const featuredQueryOptions = queryOptions({
  queryKey: ['featured'],
  queryFn: getFeatured,
  staleTime: 5 * 60_000,
  meta: { errorMessage: 'Failed to load images' },
});
// The language is in the key: switching it fetches the words again.
export const offersQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['offers', lang],
    queryFn: () => getOffers(lang),
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'Failed to load offers' },
  });
export const reasonsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['whySaarthi', lang],
    queryFn: () => getReasons(lang),
    staleTime: 5 * 60_000,
    meta: { errorMessage: `Failed to load why${PRODUCT_NAME} images` },
  });
export const commentsQueryOptions = queryOptions({
  queryKey: ['comments'],
  queryFn: getComments,
  meta: { errorMessage: 'Error fetching comments:' },
});

export const useFeatured = () => useQuery(featuredQueryOptions);
export const useOffers = () => useQuery(offersQueryOptions(useLingui().i18n.locale));
export const useReasons = () => useQuery(reasonsQueryOptions(useLingui().i18n.locale));
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
