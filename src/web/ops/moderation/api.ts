import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@shared/contracts/common';
import {
  AdminCommentListResponseSchema,
  AdminCommentResponseSchema,
  AdminReportListResponseSchema,
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
} from '@shared/contracts/moderation';
import { apiRequest } from '../../lib/api-client';
import { isSessionEnded, retryUnlessSessionEnded } from '../../lib/api-retry';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { opsKeys } from '../api';

export type Visibility = 'visible' | 'hidden';

export const moderationKeys = {
  all: [...opsKeys.all, 'moderation'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  reviews: (state: Visibility, q: string) => [...moderationKeys.all, 'reviews', state, q] as const,
  comments: (state: Visibility, q: string) =>
    [...moderationKeys.all, 'comments', state, q] as const,
};

const search = (state: Visibility, q: string) =>
  new URLSearchParams({ state, ...(q ? { q } : {}) }).toString();

export const useReports = () =>
  useQuery({
    queryKey: moderationKeys.reports(),
    queryFn: async () =>
      (
        await apiRequest('/api/admin/reports', {
          auth: true,
          schema: AdminReportListResponseSchema,
        })
      ).reports,
    retry: retryUnlessSessionEnded,
    meta: { errorMessage: 'Failed to load the reports', isExpectedError: isSessionEnded },
  });

export const useReviews = (state: Visibility, q: string) =>
  useQuery({
    queryKey: moderationKeys.reviews(state, q),
    queryFn: async () =>
      (
        await apiRequest(`/api/admin/feedback?${search(state, q)}`, {
          auth: true,
          schema: AdminReviewListResponseSchema,
        })
      ).reviews,
    retry: retryUnlessSessionEnded,
    meta: { errorMessage: 'Failed to load the reviews', isExpectedError: isSessionEnded },
  });

export const useComments = (state: Visibility, q: string) =>
  useQuery({
    queryKey: moderationKeys.comments(state, q),
    queryFn: async () =>
      (
        await apiRequest(`/api/admin/comments?${search(state, q)}`, {
          auth: true,
          schema: AdminCommentListResponseSchema,
        })
      ).comments,
    retry: retryUnlessSessionEnded,
    meta: { errorMessage: 'Failed to load the comments', isExpectedError: isSessionEnded },
  });

/**
 * Hide (with a reason) or restore a review or a comment; every moderation list is read again.
 * Offline it fails at once, and closing its dialog stops it (lib/use-destructive-mutation.ts).
 */
export function useVisibility(kind: 'feedback' | 'comments') {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: ({ id, hide, reason }: { id: string; hide: boolean; reason: string }, signal) =>
      apiRequest(`/api/admin/${kind}/${id}/${hide ? 'hide' : 'restore'}`, {
        method: 'POST',
        auth: true,
        body: hide ? { reason } : undefined,
        schema: kind === 'feedback' ? AdminReviewResponseSchema : AdminCommentResponseSchema,
        signal,
      }),
    // Not awaited: the card that asked unmounts with the refetch, and must hear the answer first.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** Settles a customer's report with the review left as it is: for good, so offline it fails at once. */
export function useDismissReport() {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: (id: string, signal) =>
      apiRequest(`/api/admin/reports/${id}/dismiss`, {
        method: 'POST',
        auth: true,
        schema: MessageResponseSchema,
        signal,
      }),
    // Not awaited: the card that asked unmounts with the refetch, and must hear the answer first.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
