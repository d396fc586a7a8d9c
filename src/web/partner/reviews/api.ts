import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  PartnerReviewListResponseSchema,
  PartnerReviewResponseSchema,
  type PartnerReview,
  type PartnerReviewListResponse,
} from '@shared/contracts/reviews';
import { apiRequest } from '../../lib/api-client';
import { partnerKeys, retryUnlessRefused } from '../api';

export const reviewKeys = {
  all: [...partnerKeys.all, 'reviews'] as const,
};

/** One page of reviews, newest first: the page after `cursor` (the last page's `nextCursor`). */
export function getReviews(cursor: string | null, signal?: AbortSignal) {
  const search = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiRequest(`/api/partner/reviews${search}`, {
    auth: true,
    schema: PartnerReviewListResponseSchema,
    signal,
  });
}

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const LOAD_FAILED = 'Failed to load the reviews';

export const reviewsQueryOptions = infiniteQueryOptions({
  queryKey: reviewKeys.all,
  queryFn: ({ pageParam, signal }) => getReviews(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (page: PartnerReviewListResponse) => page.nextCursor,
  retry: retryUnlessRefused,
  staleTime: 60_000,
  meta: { errorMessage: LOAD_FAILED },
});

/** Every review of the company's cars, page by page (asked for once there is a company). */
export function useReviews() {
  return useInfiniteQuery(reviewsQueryOptions);
}

type ReviewPages = InfiniteData<PartnerReviewListResponse, string | null>;

export const replyToReview = (id: string, reply: string) =>
  apiRequest(`/api/partner/reviews/${id}/reply`, {
    method: 'POST',
    body: { reply },
    auth: true,
    schema: PartnerReviewResponseSchema,
  });

/**
 * Writes the company's one public reply to a review (writing again edits it). The answer is the
 * review as it now stands, put in place in the list without reading every page again.
 */
export function useReplyToReview(callbacks: { onReplied: (review: PartnerReview) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, reply }: { review: PartnerReview; reply: string }) =>
      replyToReview(review._id, reply),
    onSuccess: ({ review }) => {
      queryClient.setQueryData<ReviewPages>(reviewKeys.all, (pages) =>
        pages
          ? {
              ...pages,
              pages: pages.pages.map((page) => ({
                ...page,
                reviews: page.reviews.map((each) => (each._id === review._id ? review : each)),
              })),
            }
          : pages,
      );
      callbacks.onReplied(review);
    },
  });
}
