import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useFormat } from '../../lib/i18n/format';

// The card every record of the queue is read in: its title, its facts as a definition list (so a
// screen reader reads each with its name), when it was submitted, and the operator's buttons.

export function Card({
  title,
  meta,
  children,
}: {
  title: string;
  meta?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="break-words text-lg font-bold text-brand-900">
          {title}
        </h2>
        {meta ? <p className="text-sm text-muted">{meta}</p> : null}
      </div>
      {children}
    </article>
  );
}

/** A card's buttons, in one row that wraps on a phone. */
export function Actions({ children }: { children: ReactNode }) {
  return children ? <div className="mt-4 flex flex-wrap items-center gap-2">{children}</div> : null;
}

export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([name, value]) => (
        <div key={name} className="flex min-w-0 flex-wrap gap-x-2">
          <dt className="text-muted">{name}</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Submitted({ at }: { at: string }) {
  const format = useFormat();
  const when = format.date(at, { dateStyle: 'medium' });
  return <Trans>Submitted {when}</Trans>;
}
