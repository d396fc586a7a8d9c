import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FilterButtons } from '../../components/console/filter-buttons';
import { useDescription } from '../../components/form';
import { Markdown } from '../../components/markdown/markdown';

type Pane = 'write' | 'preview';

/**
 * A blog's text in Markdown, with its preview rendered by the storefront's own renderer, so what
 * the operator sees is what readers will. At a desk both stand side by side; on a phone a Write /
 * Preview switch shows one at a time.
 */
export function MarkdownEditor({
  label,
  value,
  error,
  registration,
}: {
  label: string;
  /** The text as typed (watched by the form), for the preview. */
  value: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useLingui();
  const [pane, setPane] = useState<Pane>('write');
  const previewId = useId();
  // Typing stays quick in a long blog: the preview follows a moment behind.
  const preview = useDeferredValue(value);
  const description = useDescription(
    <Trans>
      Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>*italic*</code>,{' '}
      <code>- list item</code>, <code>[link text](https://…)</code>. A blank line starts a new
      paragraph.
    </Trans>,
    error,
  );

  return (
    <div className="min-w-0">
      <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={description.id} className="field-label mb-0">
          {label}
        </label>
        <FilterButtons
          label={t`Write or preview the blog`}
          className="flex gap-2 lg:hidden"
          value={pane}
          onChange={setPane}
          options={[
            { value: 'write', label: t`Write` },
            { value: 'preview', label: t`Preview` },
          ]}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={pane === 'write' ? '' : 'hidden lg:block'}>
          <textarea
            rows={18}
            className={`field-input min-h-72 font-mono text-sm ${error ? 'border-danger' : ''}`}
            aria-controls={previewId}
            {...description.control}
            {...registration}
          />
          {description.hint}
          {description.error}
        </div>
        <section
          id={previewId}
          aria-label={t`Preview`}
          className={`min-h-72 rounded-lg border border-slate-200 bg-white p-4 ${pane === 'preview' ? '' : 'hidden lg:block'}`}
        >
          {preview.trim() ? (
            <Markdown className="leading-relaxed text-ink/90">{preview}</Markdown>
          ) : (
            <p className="text-sm text-muted">
              <Trans>The preview shows here as you write.</Trans>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
