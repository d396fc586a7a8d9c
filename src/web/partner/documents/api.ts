import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Said } from '@shared/message-ref';
import { DOCUMENT_FIELD, type DocumentKind } from '@shared/partner-constants';
import { MessageResponseSchema } from '@shared/contracts/common';
import {
  AttentionResponseSchema,
  DocumentListResponseSchema,
  DocumentResponseSchema,
  documentExpires,
  type DocumentListQuery,
  type DocumentResponse,
  type PartnerDocument,
} from '@shared/contracts/documents';
import { messageRef } from '@shared/message-ref';
import { ApiError, apiFetch, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/use-auth';
import { useDestructiveMutation } from '../../lib/use-destructive-mutation';
import { partnerKeys, retryUnlessSessionEnded } from '../api';
import { documentViewQueryOptions } from '../../lib/document-view';
import { PapersResponseSchema } from '@shared/contracts/papers';
import { getDrivers } from '../drivers/api';
import { getCars } from '../fleet/api';
import { DOCUMENT_MAX_MB, type DocumentOwner } from './document-rules';

// Under the portal's key, so logging out removes them with the company (partner-layout.tsx).
export const documentKeys = {
  all: [...partnerKeys.all, 'documents'] as const,
  lists: [...partnerKeys.all, 'documents', 'list'] as const,
  list: (query: DocumentListQuery) => [...partnerKeys.all, 'documents', 'list', query] as const,
  file: (id: string) => [...partnerKeys.all, 'documents', 'file', id] as const,
  cars: [...partnerKeys.all, 'documents', 'cars'] as const,
  drivers: [...partnerKeys.all, 'documents', 'drivers'] as const,
};

/** The list's filter for an owner: a car's or a driver's papers, or all of them for the company. */
export function listQueryOf(owner: DocumentOwner): DocumentListQuery {
  if (owner.subject === 'car') return { carId: owner.carId };
  if (owner.subject === 'driver') return { driverId: owner.driverId };
  return {};
}

/**
 * The checklist of the papers the company, one car or one driver needs valid to go live, as the
 * server judges it (the operators' cards show the same). Read again with every list of
 * documents, after an upload or a removal.
 */
export function usePapers(query: DocumentListQuery) {
  return useQuery({
    queryKey: [...documentKeys.lists, 'papers', query] as const,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      const answer = await apiRequest(`/api/partner/papers${search ? `?${search}` : ''}`, {
        auth: true,
        schema: PapersResponseSchema,
        signal,
      });
      return answer.papers;
    },
    retry: retryUnlessSessionEnded,
  });
}

/**
 * GET /api/partner/documents/attention: what needs doing about the company's papers, counted and
 * listed by the server, so the dashboard and the documents page say the same number. Read again
 * after an upload or a removal, and each time a page showing it opens (a car or driver added or
 * archived elsewhere changes it too).
 */
export function useDocumentsAttention() {
  const { isSignedIn } = useAuth();
  return useQuery({
    queryKey: [...documentKeys.lists, 'attention'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/partner/documents/attention', {
        auth: true,
        schema: AttentionResponseSchema,
        signal,
      }),
    enabled: isSignedIn,
    staleTime: 0,
    retry: retryUnlessSessionEnded,
  });
}

/** GET /api/partner/documents: without a filter, every document of the company. */
export async function getDocuments(query: DocumentListQuery = {}): Promise<PartnerDocument[]> {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  const answer = await apiRequest(`/api/partner/documents${search ? `?${search}` : ''}`, {
    auth: true,
    schema: DocumentListResponseSchema,
  });
  return answer.documents;
}

// No `meta.errorMessage`: every place that reads these lists shows its failure itself, with the
// reason and a way to try again, and a dashboard without its documents alert is still a dashboard.
export const documentsQueryOptions = (query: DocumentListQuery = {}) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: () => getDocuments(query),
    retry: retryUnlessSessionEnded,
    staleTime: 30_000,
  });

/** The documents of one owner (the company's: every document, the page filters them). */
export function useDocuments(query: DocumentListQuery = {}) {
  const { isSignedIn } = useAuth();
  return useQuery({ ...documentsQueryOptions(query), enabled: isSignedIn });
}

/**
 * The company's active cars and drivers, for the documents page to name those that have no
 * document yet (the documents list only knows the subjects it has papers of).
 */
export function useDocumentSubjects() {
  const { isSignedIn } = useAuth();
  const listOf = <T>(queryKey: readonly unknown[], queryFn: () => Promise<T[]>) => ({
    queryKey,
    queryFn,
    retry: retryUnlessSessionEnded,
    staleTime: 30_000,
    enabled: isSignedIn,
  });
  const cars = useQuery(listOf(documentKeys.cars, () => getCars('fleet')));
  const drivers = useQuery(listOf(documentKeys.drivers, () => getDrivers('active')));
  return { cars, drivers };
}

// ---- uploading ---------------------------------------------------------------------------------

export interface DocumentUpload {
  owner: DocumentOwner;
  kind: DocumentKind;
  /** YYYY-MM-DD; left out for a kind that does not expire. */
  expiresOn: string;
  file: File;
}

/**
 * The multipart body of POST /api/partner/documents. The text fields come before the file: the
 * server reads the stream in order and checks the fields before it takes in up to 5 MB.
 */
export function uploadBody({ owner, kind, expiresOn, file }: DocumentUpload): FormData {
  const body = new FormData();
  body.append('kind', kind);
  if (owner.subject === 'car') body.append('carId', owner.carId);
  if (owner.subject === 'driver') body.append('driverId', owner.driverId);
  if (documentExpires(kind)) body.append('expiresOn', expiresOn);
  body.append(DOCUMENT_FIELD, file, file.name);
  return body;
}

/**
 * POST /api/partner/documents. A refusal keeps its field errors, which the form shows at their
 * fields.
 */
export async function uploadDocument(upload: DocumentUpload): Promise<DocumentResponse> {
  try {
    return await apiRequest('/api/partner/documents', {
      method: 'POST',
      body: uploadBody(upload),
      auth: true,
      schema: DocumentResponseSchema,
    });
  } catch (error) {
    // A 413 from something in front of the API (a proxy's own page) still means the file.
    if (error instanceof ApiError && error.status === 413 && !error.fromServer) {
      throw new ApiError(
        413,
        messageRef('document_too_large', { mb: DOCUMENT_MAX_MB }),
        true,
        'document_too_large',
      );
    }
    throw error;
  }
}

/**
 * Upload a document; every list of documents is read again (the page, a panel, the dashboard's
 * alert). The callbacks are the hook's, so they run even if the form has closed meanwhile.
 */
export function useUploadDocument(callbacks: {
  onUploaded: (answer: DocumentResponse) => void;
  onRefused?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: async (answer) => {
      callbacks.onUploaded(answer);
      await queryClient.invalidateQueries({ queryKey: documentKeys.lists });
    },
    onError: (error) => callbacks.onRefused?.(error),
  });
}

// ---- removing ----------------------------------------------------------------------------------

export const deleteDocument = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/partner/documents/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
    schema: MessageResponseSchema,
    signal,
  });

/**
 * DELETE a document; the lists are read again whatever came of it (a 404: gone already; backing
 * out: the server may have removed it before the abort reached it). Offline it fails at once and
 * is never sent later; once the dialog is closed, no answer calls back (lib/use-destructive-mutation.ts).
 */
export function useRemoveDocument(callbacks: {
  onRemoved: (said: Said) => void;
  onRefused: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useDestructiveMutation({
    mutationFn: (document: PartnerDocument, signal) => deleteDocument(document._id, signal),
    onSuccess: (answer) => callbacks.onRemoved(answer),
    onError: (error) => callbacks.onRefused(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists }),
  });
}

// ---- viewing -----------------------------------------------------------------------------------

/**
 * GET /api/partner/documents/{id}/file: the bytes, which need the bearer token, so a plain link
 * cannot fetch them. Answered as a Blob of the document's own type (sniffed by the server when
 * it was uploaded), ready for an object URL.
 */
export async function getDocumentFile(document: PartnerDocument): Promise<Blob> {
  const response = await apiFetch(
    `/api/partner/documents/${encodeURIComponent(document._id)}/file`,
    { auth: true, accept: '*/*' },
  );
  const bytes = await response.arrayBuffer();
  return new Blob([bytes], { type: document.mimeType });
}

/** The address that shows a document's PDF in the viewer's frame (lib/document-view.ts). */
export function useDocumentView(document: PartnerDocument) {
  return useQuery({
    ...documentViewQueryOptions(`/api/partner/documents/${encodeURIComponent(document._id)}/view`, [
      ...documentKeys.all,
      'view',
      document._id,
    ]),
    enabled: document.mimeType === 'application/pdf',
  });
}

/** The file of a document being viewed; fetched each time it is opened and not kept. */
export function useDocumentFile(document: PartnerDocument) {
  return useQuery({
    queryKey: documentKeys.file(document._id),
    queryFn: () => getDocumentFile(document),
    retry: retryUnlessSessionEnded,
    // Up to 5 MB each: dropped as soon as the viewer closes, never refetched behind its back.
    gcTime: 0,
    staleTime: Infinity,
  });
}
