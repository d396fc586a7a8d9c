import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { LeadStatus } from '@shared/partner-constants';
import {
  LeadListResponseSchema,
  LeadResponseSchema,
  type Lead,
  type LeadListResponse,
} from '@shared/contracts/leads';
import { apiRequest } from '../../lib/api-client';
import { partnerKeys, retryUnlessRefused } from '../api';

/** The inbox's filter: one status, or every lead. */
export type LeadFilter = LeadStatus | 'all';

export const leadKeys = {
  all: [...partnerKeys.all, 'leads'] as const,
  list: (filter: LeadFilter) => [...partnerKeys.all, 'leads', filter] as const,
};

/** One page of leads, newest first: the page after `cursor` (the last page's `nextCursor`). */
export function getLeads(filter: LeadFilter, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('status', filter);
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/api/partner/leads${search}`, {
    auth: true,
    schema: LeadListResponseSchema,
    signal,
  });
}

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const LOAD_FAILED = 'Failed to load the leads';

export const leadsQueryOptions = (filter: LeadFilter) =>
  infiniteQueryOptions({
    queryKey: leadKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getLeads(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: LeadListResponse) => page.nextCursor,
    retry: retryUnlessRefused,
    // A lead is a customer waiting: coming back to the inbox reads it again after a minute.
    staleTime: 60_000,
    meta: { errorMessage: LOAD_FAILED },
  });

/** The company's leads, page by page (asked for once the page knows there is a company). */
export function useLeads(filter: LeadFilter) {
  return useInfiniteQuery(leadsQueryOptions(filter));
}

type LeadPages = InfiniteData<LeadListResponse, string | null>;

/** Every cached inbox with `change` applied to the lead of that id. */
function mapLead(pages: LeadPages | undefined, id: string, change: (lead: Lead) => Lead) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      leads: page.leads.map((lead) => (lead._id === id ? change(lead) : lead)),
    })),
  };
}

export const setLeadStatus = (id: string, status: LeadStatus) =>
  apiRequest(`/api/partner/leads/${id}`, {
    method: 'PATCH',
    body: { status },
    auth: true,
    schema: LeadResponseSchema,
  });

/**
 * Moves a lead to another status at once on screen, then on the server: on a refusal the lead
 * goes back to what it was and `onFailed` says why. Each list keeps the lead where it is (a lead
 * moved out of the filtered status stays in view until the list is read again), and the lists
 * are marked stale, so the next visit of a filter reads it afresh.
 */
export function useSetLeadStatus(callbacks: { onFailed: (lead: Lead, error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, status }: { lead: Lead; status: LeadStatus }) =>
      setLeadStatus(lead._id, status),
    onMutate: async ({ lead, status }) => {
      // A list arriving now would overwrite the change with what the server had before it.
      await queryClient.cancelQueries({ queryKey: leadKeys.all });
      queryClient.setQueriesData<LeadPages>({ queryKey: leadKeys.all }, (pages) =>
        mapLead(pages, lead._id, (shown) => ({ ...shown, status })),
      );
    },
    onError: (error, { lead }) => {
      // Only this lead goes back (to the status it had when moved): another lead changed
      // meanwhile keeps its own change.
      queryClient.setQueriesData<LeadPages>({ queryKey: leadKeys.all }, (pages) =>
        mapLead(pages, lead._id, (shown) => ({ ...shown, status: lead.status })),
      );
      callbacks.onFailed(lead, error);
    },
    onSuccess: ({ lead }) => {
      // The server's lead: its first response time is stamped on the first move from `new`.
      queryClient.setQueriesData<LeadPages>({ queryKey: leadKeys.all }, (pages) =>
        mapLead(pages, lead._id, () => lead),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: leadKeys.all, refetchType: 'none' });
    },
  });
}
