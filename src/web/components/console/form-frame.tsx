import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { FormProblems } from '../form';

/**
 * The card a record's form sits in, above its list (a driver in the partner portal, the content
 * in the operators' console): its title (where focus goes when it opens), the fields, what needs
 * correcting, and Save and Cancel. A picture on its way holds Save back: it has no path to save
 * yet.
 */
export function FormFrame({
  title,
  onSubmit,
  onCancel,
  saving,
  uploading,
  errorCount,
  submitted,
  refusal,
  saveLabel,
  saveClassName = 'sm:min-w-36',
  children,
}: {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  uploading: boolean;
  errorCount: number;
  submitted: boolean;
  refusal: string | null;
  /** The save button's words, "Save" unless told. */
  saveLabel?: ReactNode;
  saveClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form opens above the list: take the reader (and a screen reader's focus) to it.
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-bold text-brand-900"
      >
        {title}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5" aria-busy={saving}>
        {children}
        <div className="space-y-3">
          <FormProblems errorCount={errorCount} submitted={submitted} refusal={refusal} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="submit"
              className={`btn-primary py-3 ${saveClassName}`}
              disabled={saving || uploading}
            >
              {saving ? <Trans>Saving…</Trans> : (saveLabel ?? <Trans>Save</Trans>)}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
