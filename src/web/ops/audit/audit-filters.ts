import { searchOf, type AuditFilters } from './api';

// The audit log's filters: none, and whether any is set.

export const NO_FILTERS: AuditFilters = {
  q: '',
  role: '',
  recordType: '',
  action: '',
  from: '',
  to: '',
  recordId: '',
  actorId: '',
};

export const isFiltered = (filters: AuditFilters) => searchOf(filters).size > 0;
