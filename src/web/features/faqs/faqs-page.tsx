import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Faq } from '@shared/contracts/faqs';
import { EnglishNote, langOf } from '../../components/content-language';
import { ChevronDownIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { useFaqs } from './api';

/** docs/product/storefront.md#faqs-and-blogs: every FAQ in an accordion, at most one answer open (docs/product/storefront.md#page-states). */
export function FaqsPage() {
  const { t } = useLingui();
  const title = t`Saarthi — General FAQs`;
  useDocumentTitle(title);
  const faqs = useFaqs();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t`Answers about booking a car with a professional driver, prices, payments and your account.`}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          {faqs.isPending ? (
            <div role="status" aria-live="polite">
              <span className="sr-only">
                <Trans>Loading FAQs…</Trans>
              </span>
              <ul className="space-y-3" aria-hidden="true">
                {Array.from({ length: 5 }, (_, index) => (
                  <li key={index} className="card h-16 animate-pulse" />
                ))}
              </ul>
            </div>
          ) : faqs.data && faqs.data.length > 0 ? (
            <ul className="space-y-3">
              {faqs.data.map((faq) => (
                <FaqItem
                  key={faq._id}
                  faq={faq}
                  open={openId === faq._id}
                  // docs/product/storefront.md#page-states: clicking the open question closes it; another one replaces it.
                  onToggle={() => setOpenId((current) => (current === faq._id ? null : faq._id))}
                />
              ))}
            </ul>
          ) : (
            <p className="card p-8 text-center text-muted">
              <Trans>No FAQs to show right now.</Trans>
            </p>
          )}

          <div className="mt-10 rounded-card border border-brand-100 bg-brand-50 p-6 text-center sm:p-8">
            <h2 className="text-lg font-semibold text-brand-900">
              <Trans>Still have a question?</Trans>
            </h2>
            <p className="mt-1 text-muted">
              <Trans>Our team answers every message within a working day.</Trans>
            </p>
            <Link to={paths.contact} className="btn-primary mt-4">
              <Trans>Contact us</Trans>
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}

function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) {
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <li className={`card overflow-hidden transition-shadow ${open ? 'ring-1 ring-brand-200' : ''}`}>
      <h2>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-brand-900 hover:bg-brand-50 sm:px-6"
        >
          <span lang={langOf(faq, 'question')}>{faq.question}</span>
          <ChevronDownIcon
            className={`h-5 w-5 shrink-0 text-brand-600 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {/* docs/product/storefront.md#pages-and-routes: answers keep their line breaks. */}
        <div className="border-t border-slate-100 px-5 py-4 sm:px-6">
          {/* Not yet written in the reader's language: said so, and marked for screen readers. */}
          <EnglishNote item={faq} fields={['question', 'answer']}>
            <Trans>In English</Trans>
          </EnglishNote>
          <p
            lang={langOf(faq, 'answer')}
            className="whitespace-pre-line leading-relaxed text-ink/90 [&:not(:first-child)]:mt-2"
          >
            {faq.answer}
          </p>
        </div>
      </div>
    </li>
  );
}
