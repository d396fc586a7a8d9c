import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/i18n/format';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  /** Used for the page heading and for anchor ids (`terms-3`). */
  title: string;
  idPrefix: string;
  subtitle: string;
  /** The day the text takes effect, as an ISO date (`2026-11-01`); shown in the reader's language. */
  effectiveDate: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/**
 * The numbered layout shared by the Privacy Policy and the Terms of Service (docs/product/storefront.md#pages-and-routes): one h2 per
 * section inside an ordered list, with a contents list so a reader can jump to a clause.
 */
export function LegalDocument({
  title,
  idPrefix,
  subtitle,
  effectiveDate,
  intro,
  sections,
}: LegalDocumentProps) {
  const { t } = useLingui();
  const format = useFormat();
  const count = sections.length;
  const effectiveFrom = format.date(effectiveDate, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const contents = (
    <ol className="space-y-0.5 text-[0.8125rem] leading-snug">
      {sections.map((section, index) => (
        <li key={section.title}>
          <a
            href={`#${idPrefix}-${index + 1}`}
            className="flex gap-2 rounded-md px-2 py-1 text-muted hover:bg-brand-50 hover:text-brand-700"
          >
            <span className="w-5 shrink-0 text-right tabular-nums text-brand-600">
              {index + 1}.
            </span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:py-14">
        <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <details className="card p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold text-brand-900">
              <Trans>
                Contents (<Plural value={count} one="# section" other="# sections" />)
              </Trans>
            </summary>
            <nav aria-label={t`Contents`} className="mt-3">
              {contents}
            </nav>
          </details>
          <nav aria-label={t`Contents`} className="hidden lg:block">
            <p className="px-2 text-xs font-semibold uppercase tracking-wider text-muted">
              <Trans>On this page</Trans>
            </p>
            <div className="mt-2">{contents}</div>
          </nav>
        </aside>

        <article className="card p-6 sm:p-10">
          <p className="text-sm font-medium text-muted">
            <Trans>Effective from {effectiveFrom}</Trans>
          </p>
          <div className="mt-4 space-y-4 leading-relaxed text-ink">{intro}</div>
          <ol className="mt-8 space-y-8">
            {sections.map((section, index) => (
              <li key={section.title}>
                <section
                  id={`${idPrefix}-${index + 1}`}
                  aria-labelledby={`${idPrefix}-${index + 1}-title`}
                  className="scroll-mt-24"
                >
                  <h2
                    id={`${idPrefix}-${index + 1}-title`}
                    className="text-lg font-bold text-brand-900 sm:text-xl"
                  >
                    <span className="mr-2 text-brand-600">{index + 1}.</span>
                    {section.title}
                  </h2>
                  <div className="mt-3 space-y-3 text-[0.95rem] leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
                    {section.body}
                  </div>
                </section>
              </li>
            ))}
          </ol>
        </article>
      </div>
    </>
  );
}
