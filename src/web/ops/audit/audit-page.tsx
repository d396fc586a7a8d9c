import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import {
  AUDIT_ACTOR_ROLES,
  AUDIT_RECORD_TYPES,
  AuditListQuerySchema,
  type AuditEntry,
} from '@shared/contracts/audit';
import { Field, useFieldMessage } from '../../components/form';
import { ListSkeleton, LoadMore } from '../../components/console/list-parts';
import { CouldNotLoad, PageTitle } from '../../components/console/page-parts';
import { useFormat, type Formatters } from '../../lib/i18n/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpsLayout } from '../layout/ops-layout';
import { opsPaths } from '../ops-paths';
import { filtersFrom, searchOf, useAuditLog, type AuditFilters } from './api';
import { ACTION_GROUPS, RECORD_TYPE_LABELS, ROLE_LABELS, actionWords, fieldWords } from './labels';

const NO_FILTERS: AuditFilters = {
  q: '',
  role: '',
  recordType: '',
  action: '',
  from: '',
  to: '',
  recordId: '',
  actorId: '',
};

const isFiltered = (filters: AuditFilters) => searchOf(filters).size > 0;

/**
 * /ops/audit: every change operators and partners made (docs/product/marketplace.md#operator-console: audit
 * log), newest first, searchable and filtered by who, what and when; the filters live in the
 * address, so a search can be shared or come back to. Each entry opens to what it changed.
 */
export function AuditPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Audit log`);
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const apply = (next: AuditFilters) => setParams(searchOf(next));

  return (
    <OpsLayout>
      <PageTitle
        title={t`Audit log`}
        subtitle={
          <Trans>
            Every change operators and partners made: who, when, to what, and why. Times are India
            time.
          </Trans>
        }
      />
      {/* Remounted when the address changes (back, a link), so the form shows what is applied. */}
      <FilterForm key={params.toString()} filters={filters} onApply={apply} />
      <ScopeNote filters={filters} onApply={apply} />
      <Entries filters={filters} onClear={() => apply(NO_FILTERS)} />
    </OpsLayout>
  );
}

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

function FilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<AuditFilters, unknown, z.output<typeof FilterSchema>>({
    resolver: zodResolver(FilterSchema),
    defaultValues: filters,
  });

  const submit = handleSubmit(() =>
    onApply(
      filtersFrom(
        searchOf({
          ...trim(getValues()),
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
function ScopeNote({
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

function Entries({ filters, onClear }: { filters: AuditFilters; onClear: () => void }) {
  const { t } = useLingui();
  const log = useAuditLog(filters);
  if (log.isPending) return <ListSkeleton label={t`Loading the audit log…`} cardHeight="h-28" />;
  if (log.isError && !log.data)
    return <CouldNotLoad query={log} title={t`We could not load the audit log`} />;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  if (entries.length === 0) {
    return isFiltered(filters) ? (
      <div className="card p-6 text-center">
        <p className="font-bold text-brand-900">
          <Trans>No entries match these filters</Trans>
        </p>
        <p className="mt-1 text-muted">
          <Trans>Try fewer words, another role or a longer period.</Trans>
        </p>
        <button type="button" className="btn-outline mt-4" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </button>
      </div>
    ) : (
      <p className="card p-6 text-center text-muted">
        <Trans>Nothing has been recorded yet. Changes appear here as they are made.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ol className="space-y-3" aria-label={t`Audit entries, newest first`}>
        {entries.map((entry) => (
          <li key={entry._id}>
            <EntryCard entry={entry} />
          </li>
        ))}
      </ol>
      <LoadMore
        query={log}
        label={<Trans>Load more entries</Trans>}
        failed={(reason) => <Trans>More entries could not be loaded: {reason}</Trans>}
      />
    </div>
  );
}

/** "5 Mar 2026, 3:00 pm", India time. */
const whenOf = (format: Formatters, iso: string) =>
  format.date(iso, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function EntryCard({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const { actor, record } = entry;
  const recordType = (AUDIT_RECORD_TYPES as readonly string[]).includes(record.type)
    ? i18n._(RECORD_TYPE_LABELS[record.type as keyof typeof RECORD_TYPE_LABELS])
    : record.type;
  const role = i18n._(ROLE_LABELS[actor.role]);
  const historyLink = `${opsPaths.audit}?${searchOf({ ...NO_FILTERS, recordId: record._id }).toString()}`;
  const actorLink = actor._id
    ? `${opsPaths.audit}?${searchOf({ ...NO_FILTERS, actorId: actor._id }).toString()}`
    : null;
  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h2 id={headingId} className="text-base font-bold text-brand-900">
          {actionWords(i18n, entry.action)}
        </h2>
        <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted tabular-nums">
          {whenOf(format, entry.createdAt)}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">
          <Trans>Who</Trans>
        </dt>
        <dd className="min-w-0 break-words">
          {actor.name ?? <Trans>A deleted account</Trans>}
          {actor.email ? <span className="text-muted"> · {actor.email}</span> : null}{' '}
          <span className="ml-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink">
            {role}
          </span>
        </dd>
        <dt className="text-muted">
          <Trans>Record</Trans>
        </dt>
        <dd className="min-w-0">
          {recordType} <span className="font-mono text-xs break-all text-muted">{record._id}</span>
        </dd>
        {entry.reason ? (
          <>
            <dt className="text-muted">
              <Trans>Reason</Trans>
            </dt>
            <dd className="min-w-0 break-words">{entry.reason}</dd>
          </>
        ) : null}
      </dl>
      <Changes entry={entry} />
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          to={historyLink}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <Trans>This record's history</Trans>
        </Link>
        {actorLink ? (
          <Link
            to={actorLink}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Trans>Everything by this person</Trans>
          </Link>
        ) : null}
      </p>
    </article>
  );
}

/** Before → after of each field the entry changed, behind a disclosure. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { before, after } = entry;
  const action = actionWords(i18n, entry.action);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0)
    return (
      <p className="mt-3 text-sm text-muted">
        <Trans>No field changed.</Trans>
      </p>
    );
  const summary =
    before === null ? (
      <Trans>Show what it was made with</Trans>
    ) : after === null ? (
      <Trans>Show what it was before</Trans>
    ) : (
      <Trans>Show what changed</Trans>
    );
  return (
    <details className="group mt-3 rounded-lg border border-slate-200">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50">
        {summary}
      </summary>
      <div className="px-3 pb-3">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t`Fields changed by: ${action}`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-muted">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                <Trans>Field</Trans>
              </th>
              {before !== null ? (
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  <Trans>Before</Trans>
                </th>
              ) : null}
              {after !== null ? (
                <th scope="col" className="py-1.5 font-medium">
                  <Trans>After</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink">
                  {fieldWords(i18n, field)}
                </th>
                {before !== null ? (
                  <td className="py-1.5 pr-3 break-words text-muted">
                    <Value value={before[field]} format={format} />
                  </td>
                ) : null}
                {after !== null ? (
                  <td className="py-1.5 break-words font-medium text-ink">
                    <Value value={after[field]} format={format} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A field's value as a person reads it: yes or no, a time in India time, a list. */
function Value({ value, format }: { value: unknown; format: Formatters }) {
  const { t } = useLingui();
  if (value === null || value === undefined || value === '')
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t`empty`}</span>
      </>
    );
  if (typeof value === 'boolean') return <>{value ? t`Yes` : t`No`}</>;
  if (typeof value === 'number') return <>{format.number(value)}</>;
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value)) {
      const shown = whenOf(format, value.replace(' ', 'T'));
      if (shown) return <time dateTime={value}>{shown}</time>;
    }
    if (DAY.test(value)) {
      const shown = format.date(value, { day: 'numeric', month: 'short', year: 'numeric' });
      if (shown) return <time dateTime={value}>{shown}</time>;
    }
    return <>{value}</>;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.length === 0 ? <>{t`none`}</> : <>{value.join(', ')}</>;
  return <code className="text-xs break-all">{JSON.stringify(value)}</code>;
}
