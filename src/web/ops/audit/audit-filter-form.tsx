import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTOR_ROLES, AUDIT_RECORD_TYPES } from '@shared/contracts/audit';
import { filtersFrom, type AuditFilters } from './api';
import { ACTION_GROUPS, RECORD_TYPE_LABELS, ROLE_LABELS, actionWords } from './labels';

import { NO_FILTERS, isFiltered } from './audit-filters';

// The audit log's search form, and the note that says what the list is narrowed to.

export function FilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [periodError, setPeriodError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '').trim();
    const next = filtersFrom(
      new URLSearchParams({
        q: read('q'),
        role: read('role'),
        recordType: read('recordType'),
        action: read('action'),
        from: read('from'),
        to: read('to'),
        // One record's history or one person's changes stay until cleared above the list.
        recordId: filters.recordId,
        actorId: filters.actorId,
      }),
    );
    if (next.from && next.to && next.from > next.to) {
      setPeriodError(t`The first day must not be after the last.`);
      return;
    }
    setPeriodError(null);
    onApply(next);
  }

  const field = (name: string) => `${id}-${name}`;
  const periodErrorId = `${id}-period-error`;
  return (
    <form
      role="search"
      aria-label={t`Filter the audit log`}
      onSubmit={submit}
      className="card mb-5 grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor={field('q')} className="field-label">
          <Trans>Search</Trans>
        </label>
        <input
          id={field('q')}
          name="q"
          type="search"
          defaultValue={filters.q}
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
        <select id={field('role')} name="role" defaultValue={filters.role} className="field-input">
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
        <select
          id={field('recordType')}
          name="recordType"
          defaultValue={filters.recordType}
          className="field-input"
        >
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
        <select
          id={field('action')}
          name="action"
          defaultValue={filters.action}
          className="field-input"
        >
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
      <div>
        <label htmlFor={field('from')} className="field-label">
          <Trans>From</Trans>
        </label>
        <input
          id={field('from')}
          name="from"
          type="date"
          defaultValue={filters.from}
          className="field-input"
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? periodErrorId : undefined}
        />
      </div>
      <div>
        <label htmlFor={field('to')} className="field-label">
          <Trans>To</Trans>
        </label>
        <input
          id={field('to')}
          name="to"
          type="date"
          defaultValue={filters.to}
          className="field-input"
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? periodErrorId : undefined}
        />
      </div>
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
      {periodError ? (
        <p id={periodErrorId} role="alert" className="field-error sm:col-span-2 lg:col-span-3">
          {periodError}
        </p>
      ) : null}
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
