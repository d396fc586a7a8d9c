import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

// spec §7 "Home strips and site reviews". apiRequest always sends credentials, as the spec asks.
export const getFeatured = () =>
  apiRequest('/api/featured/allFeatured', { schema: z.array(FeaturedItemSchema) });
export const getOffers = () =>
  apiRequest('/api/offers/allOffer', { schema: z.array(OfferItemSchema) });
// DESIGN "Names": {product} is Saarthi, so this is /api/whySaarthi/allWhySaarthi.
export const getReasons = () =>
  apiRequest(`/api/why${PRODUCT_NAME}/allWhy${PRODUCT_NAME}`, {
    schema: z.array(ReasonItemSchema),
  });
export const getComments = () => apiRequest('/api/comments', { schema: z.array(SiteReviewSchema) });
// DESIGN 1: the real body { userName, comment, websiteRating }.
export const postComment = (body: SiteReviewBody) =>
  apiRequest('/api/comments', { method: 'POST', body, schema: SiteReviewCreatedSchema });

// spec §8: a failed home call is logged with its own message and nothing else.
export const featuredQueryOptions = queryOptions({
  queryKey: ['featured'],
  queryFn: getFeatured,
  staleTime: 5 * 60_000,
  meta: { errorMessage: 'Failed to load images' },
});
export const offersQueryOptions = queryOptions({
  queryKey: ['offers'],
  queryFn: getOffers,
  staleTime: 5 * 60_000,
  meta: { errorMessage: 'Failed to load offers' },
});
export const reasonsQueryOptions = queryOptions({
  queryKey: ['whySaarthi'],
  queryFn: getReasons,
  staleTime: 5 * 60_000,
  meta: { errorMessage: `Failed to load why${PRODUCT_NAME} images` },
});
export const commentsQueryOptions = queryOptions({
  queryKey: ['comments'],
  queryFn: getComments,
  meta: { errorMessage: 'Error fetching comments:' },
});

export const useFeatured = () => useQuery(featuredQueryOptions);
export const useOffers = () => useQuery(offersQueryOptions);
export const useReasons = () => useQuery(reasonsQueryOptions);
export const useComments = () => useQuery(commentsQueryOptions);

export function useSubmitComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    // spec §4: after a review is submitted the list is reloaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryOptions.queryKey }),
    onError: (error) => console.error('Error submitting comment:', error),
  });
}
