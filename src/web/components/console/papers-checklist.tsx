import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DOCUMENT_KIND_LIST, type DocumentKind, type PaperState } from '@shared/partner-constants';
import type { Paper } from '@shared/contracts/papers';
import type { RefusedField } from '../../lib/api-client';
import { useFormat } from '../../lib/i18n/format';
import { CheckCircleIcon, ClockIcon, XIcon } from '../icons';
import { DOCUMENT_KIND_LABELS } from './document-labels';

/** Where a paper stands, as the checklist says it beside the paper's name. */
const STATE_LABELS: Record<Exclude<PaperState, 'valid'>, MessageDescriptor> = {
  pending: msg({
    message: 'Waiting for Saarthi’s check',
    comment: 'A required paper: uploaded, not checked yet',
  }),
  rejected: msg({
    message: 'Rejected: upload a new one',
    comment: 'A required paper: Saarthi refused it',
  }),
  expired: msg({
    message: 'Expired: upload the renewed one',
    comment: 'A required paper: past its date',
  }),
  missing: msg({ message: 'Not uploaded', comment: 'A required paper: none uploaded yet' }),
};

/** A refusal's codes (`paper_missing`, …) back to the state they name. */
const STATE_OF_CODE: Record<string, Exclude<PaperState, 'valid'>> = {
  paper_missing: 'missing',
  paper_pending: 'pending',
  paper_rejected: 'rejected',
  paper_expired: 'expired',
};

function PaperLine({ paper }: { paper: Paper }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const name = i18n._(DOCUMENT_KIND_LABELS[paper.kind]);
  const until = paper.expiresOn ? format.day(paper.expiresOn) : '';
  const inOrder = paper.state === 'valid';
  // Waiting for a check is on its way, not wrong: told apart from what needs the partner.
  const waiting = paper.state === 'pending';
  return (
    <li className="flex items-start gap-2 text-sm">
      {inOrder ? (
        <CheckCircleIcon className="mt-0.5 shrink-0 text-success" aria-hidden="true" />
      ) : waiting ? (
        <ClockIcon className="mt-0.5 shrink-0 text-accent-700" aria-hidden="true" />
      ) : (
        <XIcon className="mt-0.5 shrink-0 text-danger" aria-hidden="true" />
      )}
      <span>
        <span className="font-medium text-ink">{name}</span>
        {': '}
        <span
          className={
            inOrder
              ? 'text-muted'
              : waiting
                ? 'font-medium text-accent-700'
                : 'font-medium text-danger'
          }
        >
          {inOrder ? (
            until ? (
              <Trans>valid until {until}</Trans>
            ) : (
              <Trans>valid</Trans>
            )
          ) : (
            i18n._(STATE_LABELS[paper.state as Exclude<PaperState, 'valid'>])
          )}
        </span>
      </span>
    </li>
  );
}

/**
 * The papers a company, car or driver needs valid to go live, one line each: the same list on
 * the operator's verification card and on the partner's own page, from the server's checklist.
 */
export function PapersChecklist({
  papers,
  className = '',
}: {
  papers: readonly Paper[];
  className?: string;
}) {
  const inOrder = papers.filter((paper) => paper.state === 'valid').length;
  const total = papers.length;
  return (
    <section className={className}>
      <h3 className="text-sm font-semibold text-ink">
        <Trans>Papers to go live</Trans>{' '}
        <span className={inOrder === total ? 'font-medium text-success' : 'font-medium text-muted'}>
          {inOrder === total ? (
            <Trans>(all in order)</Trans>
          ) : (
            <Trans>
              ({inOrder} of {total} in order)
            </Trans>
          )}
        </span>
      </h3>
      <ul className="mt-2 space-y-1">
        {papers.map((paper) => (
          <PaperLine key={paper.kind} paper={paper} />
        ))}
      </ul>
    </section>
  );
}

/** The papers a refused go-live named (`errors` under `papers.<kind>`), or none. */
export function refusedPapers(fields: readonly RefusedField[]): Paper[] {
  return fields.flatMap((field) => {
    const kind = field.field.replace(/^papers\./, '') as DocumentKind;
    const state = field.code ? STATE_OF_CODE[field.code] : undefined;
    return DOCUMENT_KIND_LIST.includes(kind) && state ? [{ kind, state, expiresOn: null }] : [];
  });
}

/** What keeps a record from going live, as the server refused it. */
export function PapersRefused({ papers }: { papers: readonly Paper[] }) {
  return (
    <div role="alert" className="w-full rounded-lg border border-red-200 bg-red-50 px-3 py-2">
      <p className="text-sm font-semibold text-danger">
        <Trans>Not every paper is in order yet, so this cannot go live:</Trans>
      </p>
      <ul className="mt-1 space-y-1">
        {papers.map((paper) => (
          <PaperLine key={paper.kind} paper={paper} />
        ))}
      </ul>
    </div>
  );
}
