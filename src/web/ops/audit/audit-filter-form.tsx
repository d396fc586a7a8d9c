import { Trans, useLingui } from '@lingui/react/macro';

import { useId } from 'react';

import * as z from 'zod/mini';
import {
  AUDIT_ACTOR_ROLES,
  AUDIT_RECORD_TYPES,
  AuditListQuerySchema,
} from '@shared/contracts/audit';
import { Field } from '../../components/form';
import { filtersFrom, searchOf, type AuditFilters } from './api';
import { ACTION_GROUPS, RECORD_TYPE_LABELS, ROLE_LABELS, actionWords } from './labels';

import { NO_FILTERS, isFiltered } from './audit-filters';
import { useSearchForm } from '../components/search-form';

// The audit log's search form, and the note that says what the list is narrowed to.

/** The filters as typed, trimmed, and checked with the server's own rules for the log's address. */
const trim = (filters: AuditFilters) =>
  Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [name, value.trim()]),
  ) as unknown as AuditFilters;
const FilterSchema = z.pipe(
  z.transform(
    (filters: AuditFilters) =>
      Object.fromEntries(searchOf(trim(filters))) as z.input<typeof AuditListQuerySchema>,
  ),
  AuditListQuerySchema,
);

export function FilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { register, errors, message, submit } = useSearchForm(FilterSchema, filters, (typed) =>
    onApply(
      filtersFrom(
        searchOf({
          ...trim(typed),
          // One record's history or one person's changes stay until cleared above the list.
          recordId: filters.recordId,
          actorId: filters.actorId,
        }),
      ),
    ),
  );

  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      role="search"
      aria-label={t`Filter the audit log`}
      noValidate
      onSubmit={submit}
      className="card mb-5 grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor={field('q')} className="field-label">
          <Trans>Search</Trans>
        </label>
        <input
          id={field('q')}
          type="search"
          {...register('q')}
          maxLength={100}
          className="field-input"
          aria-describedby={`${field('q')}-hint`}
        />
        <p id={`${field('q')}-hint`} className="mt-1 text-xs text-muted">
          <Trans>Words of the action, a record's id, or a person's e-mail or name.</Trans>
        </p>
      </div>
      <div>
        <label htmlFor={field('role')} className="field-label">
          <Trans>Role</Trans>
        </label>
        <select id={field('role')} className="field-input" {...register('role')}>
          <option value="">{t`Any role`}</option>
          {AUDIT_ACTOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={field('recordType')} className="field-label">
          <Trans>Record</Trans>
        </label>
        <select id={field('recordType')} className="field-input" {...register('recordType')}>
          <option value="">{t`Any record`}</option>
          {AUDIT_RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(RECORD_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={field('action')} className="field-label">
          <Trans>Action</Trans>
        </label>
        <select id={field('action')} className="field-input" {...register('action')}>
          <option value="">{t`Any action`}</option>
          {ACTION_GROUPS.map(({ label, actions }) => (
            <optgroup key={actions[0]} label={i18n._(label)}>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {actionWords(i18n, action)}
                </option>
              ))}
            </optgroup>
          ))}
          {/* An action from an address that the list above does not name. */}
          {filters.action &&
          !ACTION_GROUPS.some((group) => group.actions.includes(filters.action)) ? (
            <option value={filters.action}>{actionWords(i18n, filters.action)}</option>
          ) : null}
        </select>
      </div>
      <Field label={<Trans>From</Trans>} error={message(errors.from)}>
        {(control) => (
          <input type="date" className="field-input" {...control} {...register('from')} />
        )}
      </Field>
      <Field label={<Trans>To</Trans>} error={message(errors.to)}>
        {(control) => (
          <input type="date" className="field-input" {...control} {...register('to')} />
        )}
      </Field>
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" className="btn-primary">
          <Trans>Apply filters</Trans>
        </button>
        {isFiltered(filters) ? (
          <button type="button" className="btn-outline" onClick={() => onApply(NO_FILTERS)}>
            <Trans>Clear filters</Trans>
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** One record's history or one person's changes, reached from an entry: said, and undone here. */
export function ScopeNote({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { recordId, actorId } = filters;
  if (!recordId && !actorId) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink">
      {recordId ? (
        <p className="min-w-0">
          <Trans>
            Showing the history of one record:{' '}
            <span className="font-mono break-all">{recordId}</span>
          </Trans>
        </p>
      ) : null}
      {actorId ? (
        <p>
          <Trans>Showing one person's changes.</Trans>
        </p>
      ) : null}
      <button
        type="button"
        className="font-semibold text-brand-700 underline underline-offset-2"
        onClick={() => onApply({ ...filters, recordId: '', actorId: '' })}
      >
        <Trans>Show every entry</Trans>
      </button>
    </div>
  );
}
