import { useId, type ReactNode } from 'react';

/** A titled card holding a group of fields. */
export function Section({
  title,
  note,
  children,
  id,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
  /** The heading's id, for a page that links to the section; one is made otherwise. */
  id?: string;
}) {
  const generated = useId();
  const titleId = id ?? generated;
  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {note ? <div className="mt-0.5 text-sm text-muted">{note}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
