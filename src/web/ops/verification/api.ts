import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminCarListResponseSchema,
  AdminCarResponseSchema,
  AdminCompanyListResponseSchema,
  AdminCompanyResponseSchema,
  AdminDocumentListResponseSchema,
  AdminDocumentResponseSchema,
  AdminDriverListResponseSchema,
  AdminDriverResponseSchema,
  type VerifyBody,
} from '@shared/contracts/verification';
import { apiFetch, apiRequest } from '../../lib/api-client';
import { isSessionEnded, retryUnlessSessionEnded } from '../../lib/api-retry';
import { documentViewQueryOptions } from '../../lib/document-view';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { opsKeys } from '../api';

/** The four queues of records partners submit, and the papers about to expire. */
export const QUEUES = ['companies', 'cars', 'drivers', 'documents', 'expiring'] as const;
export type Queue = (typeof QUEUES)[number];
export type DecidedQueue = Exclude<Queue, 'expiring'>;

export const verificationKeys = {
  all: [...opsKeys.all, 'verification'] as const,
  queue: (queue: Queue) => [...verificationKeys.all, queue] as const,
  companyDocuments: (companyId: string) =>
    [...verificationKeys.all, 'company-documents', companyId] as const,
  file: (documentId: string) => [...verificationKeys.all, 'file', documentId] as const,
  view: (documentId: string) => [...verificationKeys.all, 'view', documentId] as const,
};

const LIST_SCHEMAS = {
  companies: AdminCompanyListResponseSchema,
  cars: AdminCarListResponseSchema,
  drivers: AdminDriverListResponseSchema,
  documents: AdminDocumentListResponseSchema,
  expiring: AdminDocumentListResponseSchema,
} as const;

const ITEM_SCHEMAS = {
  companies: AdminCompanyResponseSchema,
  cars: AdminCarResponseSchema,
  drivers: AdminDriverResponseSchema,
  documents: AdminDocumentResponseSchema,
} as const;

/** The waiting companies (GET /api/admin/companies: pending by default). */
export const useCompanyQueue = () =>
  useQuery({
    queryKey: verificationKeys.queue('companies'),
    queryFn: async () =>
      (await apiRequest('/api/admin/companies', { auth: true, schema: LIST_SCHEMAS.companies }))
        .companies,
    retry: retryUnlessSessionEnded,
    meta: {
      errorMessage: 'Failed to load the companies waiting for verification',
      isExpectedError: isSessionEnded,
    },
  });

export const useCarQueue = () =>
  useQuery({
    queryKey: verificationKeys.queue('cars'),
    queryFn: async () =>
      (await apiRequest('/api/admin/cars', { auth: true, schema: LIST_SCHEMAS.cars })).cars,
    retry: retryUnlessSessionEnded,
    meta: {
      errorMessage: 'Failed to load the cars waiting for review',
      isExpectedError: isSessionEnded,
    },
  });

export const useDriverQueue = () =>
  useQuery({
    queryKey: verificationKeys.queue('drivers'),
    queryFn: async () =>
      (await apiRequest('/api/admin/drivers', { auth: true, schema: LIST_SCHEMAS.drivers }))
        .drivers,
    retry: retryUnlessSessionEnded,
    meta: {
      errorMessage: 'Failed to load the drivers waiting for a check',
      isExpectedError: isSessionEnded,
    },
  });

export const useDocumentQueue = () =>
  useQuery({
    queryKey: verificationKeys.queue('documents'),
    queryFn: async () =>
      (await apiRequest('/api/admin/documents', { auth: true, schema: LIST_SCHEMAS.documents }))
        .documents,
    retry: retryUnlessSessionEnded,
    meta: {
      errorMessage: 'Failed to load the documents waiting for a check',
      isExpectedError: isSessionEnded,
    },
  });

export const useExpiringDocuments = () =>
  useQuery({
    queryKey: verificationKeys.queue('expiring'),
    queryFn: async () =>
      (
        await apiRequest('/api/admin/documents/expiring', {
          auth: true,
          schema: LIST_SCHEMAS.expiring,
        })
      ).documents,
    retry: retryUnlessSessionEnded,
    meta: {
      errorMessage: 'Failed to load the documents about to expire',
      isExpectedError: isSessionEnded,
    },
  });

/** Every document of one company whatever its status, for the company's card. */
export const useCompanyDocuments = (companyId: string) =>
  useQuery({
    queryKey: verificationKeys.companyDocuments(companyId),
    queryFn: async () =>
      (
        await apiRequest(
          `/api/admin/documents?status=all&companyId=${encodeURIComponent(companyId)}`,
          { auth: true, schema: LIST_SCHEMAS.documents },
        )
      ).documents,
    retry: retryUnlessSessionEnded,
    meta: {
      errorMessage: "Failed to load the company's documents",
      isExpectedError: isSessionEnded,
    },
  });

/**
 * A document's file, fetched with the operator's token for the viewer (a plain link could not
 * send it), as a Blob of the type the server sniffed at upload, ready for an object URL.
 */
export function useDocumentFile(document: { _id: string; mimeType: string }) {
  return useQuery({
    queryKey: verificationKeys.file(document._id),
    queryFn: async ({ signal }) => {
      const response = await apiFetch(
        `/api/admin/documents/${encodeURIComponent(document._id)}/file`,
        { auth: true, accept: '*/*', signal },
      );
      return new Blob([await response.arrayBuffer()], { type: document.mimeType });
    },
    retry: retryUnlessSessionEnded,
    // Up to 5 MB each: dropped as soon as the viewer closes.
    gcTime: 0,
    staleTime: Infinity,
  });
}

/** The address that shows a document's PDF in the viewer's frame (lib/document-view.ts). */
export function useDocumentView(document: { _id: string; mimeType: string }) {
  return useQuery({
    ...documentViewQueryOptions(
      `/api/admin/documents/${encodeURIComponent(document._id)}/view`,
      verificationKeys.view(document._id),
    ),
    enabled: document.mimeType === 'application/pdf',
  });
}

/**
 * An operator's decision on a waiting record. Every queue is read again afterwards: a company's
 * verification, for one, changes what its cars' and documents' cards say. A rejection goes back
 * to its partner, so it goes the way of every destructive action (lib/use-destructive-mutation.ts):
 * offline it fails at once, and closing its dialog stops it.
 */
export function useDecision(queue: DecidedQueue) {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: ({ id, body }: { id: string; body: VerifyBody }, signal) =>
      apiRequest(`/api/admin/${queue}/${id}/verify`, {
        method: 'POST',
        auth: true,
        body,
        schema: ITEM_SCHEMAS[queue],
        signal,
      }),
    // Not awaited: the card that asked unmounts with the refetch, and must hear the answer first.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/**
 * Suspends a verified company with the reason its partner reads, or restores a suspended one
 * (its reason, if written, is kept in the audit log). Offline it fails at once, and closing its
 * dialog stops it (lib/use-destructive-mutation.ts).
 */
export function useSuspension() {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: (
      { id, move, reason }: { id: string; move: 'suspend' | 'restore'; reason: string },
      signal,
    ) =>
      apiRequest(`/api/admin/companies/${id}/${move}`, {
        method: 'POST',
        auth: true,
        body: { reason },
        schema: AdminCompanyResponseSchema,
        signal,
      }),
    // Not awaited: the card that asked unmounts with the refetch, and must hear the answer first.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/** Verified or suspended companies, for suspending or restoring them. */
export const useVerifiedCompanies = (status: 'verified' | 'suspended') =>
  useQuery({
    queryKey: [...verificationKeys.all, 'companies-by-status', status] as const,
    queryFn: async () =>
      (
        await apiRequest(`/api/admin/companies?status=${status}`, {
          auth: true,
          schema: LIST_SCHEMAS.companies,
        })
      ).companies,
    retry: retryUnlessSessionEnded,
    meta: { errorMessage: 'Failed to load the companies', isExpectedError: isSessionEnded },
  });
