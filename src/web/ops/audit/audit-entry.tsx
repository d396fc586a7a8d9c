import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { AUDIT_RECORD_TYPES, type AuditEntry } from '@shared/contracts/audit';
import { useFormat, type Formatters } from '../../lib/i18n/format';
import { opsPaths } from '../ops-paths';
import { searchOf } from './api';
import { NO_FILTERS } from './audit-filters';
import { RECORD_TYPE_LABELS, ROLE_LABELS, actionWords, fieldWords } from './labels';

// One entry of the audit log: who changed what, when, and the values before and after.

/** An account's row among the users: the users page searched by its e-mail. */
const userPage = (email: string) =>
  `${opsPaths.users}?${new URLSearchParams({ q: email }).toString()}`;

/** The console's page of a record, where it has one: a booking's, an account's. */
function recordPage(record: AuditEntry['record']): string | null {
  if (record.name === null) return null;
  if (record.type === 'booking') return opsPaths.booking(record._id);
  if (record.type === 'user' && record.detail) return userPage(record.detail);
  return null;
}

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** "5 Mar 2026, 3:00 pm", India time. */
const whenOf = (format: Formatters, iso: string) =>
  format.date(iso, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function EntryCard({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const { actor, record } = entry;
  const recordType = (AUDIT_RECORD_TYPES as readonly string[]).includes(record.type)
    ? i18n._(RECORD_TYPE_LABELS[record.type as keyof typeof RECORD_TYPE_LABELS])
    : record.type;
  const role = i18n._(ROLE_LABELS[actor.role]);
  const recordLink = recordPage(record);
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
          {actor.name === null ? (
            actor.role === 'system' ? null : (
              <Trans>A deleted account</Trans>
            )
          ) : actor.email ? (
            <Link to={userPage(actor.email)} className={linkClass}>
              {actor.name}
            </Link>
          ) : (
            actor.name
          )}
          {actor.email ? <span className="text-muted"> · {actor.email}</span> : null}{' '}
          <span className="ml-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink">
            {role}
          </span>
        </dd>
        <dt className="text-muted">
          <Trans>Record</Trans>
        </dt>
        <dd className="min-w-0 break-words">
          <span className="text-muted">{recordType}:</span>{' '}
          {record.name === null ? (
            <>
              <span className="font-mono text-xs break-all">{record._id}</span>{' '}
              <span className="text-muted">
                <Trans>(deleted)</Trans>
              </span>
            </>
          ) : (
            <>
              {recordLink ? (
                <Link to={recordLink} className={linkClass}>
                  {record.name}
                </Link>
              ) : (
                <span className="font-semibold text-ink">{record.name}</span>
              )}
              {record.detail ? <span className="text-muted"> · {record.detail}</span> : null}
            </>
          )}
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
