import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { USER_ROLES, type UserRole } from '@shared/constants';
import {
  AUDIT_RECORD_TYPES,
  AuditListResponseSchema,
  type AuditListResponse,
  type AuditRecordType,
} from '@shared/contracts/audit';
import { apiRequest } from '../../lib/api-client';
import { isSessionEnded, opsKeys, retryUnlessRefused } from '../api';

/** What the audit page filters by, as the address keeps it: an empty string is "any". */
export interface AuditFilters {
  q: string;
  role: UserRole | '';
  recordType: AuditRecordType | '';
  action: string;
  from: string;
  to: string;
  /** One record's history, or one person's changes: reached from an entry, not the form. */
  recordId: string;
  actorId: string;
}

export const AUDIT_FILTER_FIELDS = [
  'q',
  'role',
  'recordType',
  'action',
  'from',
  'to',
  'recordId',
  'actorId',
] as const satisfies readonly (keyof AuditFilters)[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTION = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;

const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

/**
 * The filters of an address. What the server would refuse (a role it does not know, a day
 * written otherwise) is read as "any", so an address edited by hand still opens the log.
 */
export function filtersFrom(params: URLSearchParams): AuditFilters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const matching = (name: string, pattern: RegExp) => (pattern.test(text(name)) ? text(name) : '');
  return {
    q: text('q'),
    role: oneOf(USER_ROLES, text('role')),
    recordType: oneOf(AUDIT_RECORD_TYPES, text('recordType')),
    action: matching('action', ACTION),
    from: matching('from', DAY),
    to: matching('to', DAY),
    recordId: matching('recordId', UUID),
    actorId: matching('actorId', UUID),
  };
}

/** The address's query of `filters`: only the filters set, in a stable order. */
export function searchOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of AUDIT_FILTER_FIELDS) if (filters[field]) params.set(field, filters[field]);
  return params;
}

export const auditKeys = {
  all: [...opsKeys.all, 'audit'] as const,
  list: (filters: AuditFilters) => [...opsKeys.all, 'audit', filters] as const,
};

/** GET /api/admin/audit: one page of the entries matching the filters, newest first. */
export function getAuditPage(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  const query = searchOf(filters);
  if (cursor) query.set('cursor', cursor);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/api/admin/audit${suffix}`, {
    auth: true,
    schema: AuditListResponseSchema,
    signal,
  });
}

// For the console (lib/query-client.ts); readers see the failure on the page, translated.
const LOAD_FAILED = 'Failed to load the audit log';

export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: AuditListResponse) => page.nextCursor,
    retry: retryUnlessRefused,
    // The log only grows: coming back after a minute shows what happened since.
    staleTime: 60_000,
    meta: { errorMessage: LOAD_FAILED, isExpectedError: isSessionEnded },
  });

/** The entries matching the filters, page by page. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditQueryOptions(filters));
}
