import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_KINDS, type DocumentKind } from '@shared/partner-constants';
import type { PartnerDocument } from '@shared/contracts/documents';
import { CheckCircleIcon, LockIcon } from '../../components/icons';
import { useFormat } from '../../lib/i18n/format';
import { portalPaths } from '../portal-paths';
import { useCompany } from '../api';
import { InlineFailure, type FailedQuery } from '../../components/console/failure';
import { listQueryOf, useDocuments, usePapers } from './api';
import { PapersChecklist } from '../../components/console/papers-checklist';
import { DocumentList } from './document-list';
import {
  belongsTo,
  missingKinds,
  needsAttention,
  sortDocuments,
  type DocumentOwner,
} from './document-rules';
import { UploadIcon } from '../components/icons';
import { DOCUMENT_KIND_LABELS } from '../../components/console/document-labels';
import { UploadForm } from './upload-form';

/** Whose documents the panel shows: the company's, one car's or one driver's. */
export type DocumentsPanelProps = DocumentOwner;

/**
 * A subject's documents where the partner edits the subject (the company profile, a car, a
 * driver): their status, what is still needed, and the upload form. The documents page shows the
 * same for every subject at once.
 */
export function DocumentsPanel(props: DocumentsPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const owner = props;
  const documents = useDocuments(listQueryOf(owner));
  const papers = usePapers(listQueryOf(owner));
  const company = useCompany();
  // A suspended company can read its papers but not change them (the server refuses).
  const readOnly = company.data?.status === 'suspended';

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          <Trans>Documents</Trans>
        </h2>
        <Link
          to={portalPaths.documents}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <Trans>All your documents</Trans>
        </Link>
      </div>
      <PrivacyNote />
      {papers.data ? <PapersChecklist papers={papers.data} className="mt-4" /> : null}
      <div className="mt-4">
        {documents.isPending ? (
          <ListLoading label={t`Loading documents…`} />
        ) : documents.isError ? (
          <ListFailed query={documents} />
        ) : (
          <SubjectDocuments
            owner={owner}
            // The company's list is every document of the company: its own are picked here.
            documents={documents.data.filter(belongsTo(owner))}
            readOnly={readOnly}
            // The checklist above already says what is needed.
            summary={!papers.data}
          />
        )}
      </div>
    </section>
  );
}

/** Documents are never public (docs/product/marketplace.md#partner-portal): said where they are uploaded. */
export function PrivacyNote() {
  return (
    <p className="mt-1 flex items-start gap-2 text-sm text-muted">
      <LockIcon className="mt-0.5 shrink-0" aria-hidden="true" />
      <span>
        <Trans>
          Only your company and Saarthi's team can see these documents; customers never do.
        </Trans>
      </span>
    </p>
  );
}

interface SubjectDocumentsProps {
  owner: DocumentOwner;
  documents: readonly PartnerDocument[];
  /** The company is suspended: its documents can be read, not changed. */
  readOnly: boolean;
  /**
   * The car or driver is no longer on the company's lists (archived): its papers can be viewed
   * and removed, but nothing more is asked of it.
   */
  retired?: boolean;
  /** Says what is still needed, or that all is in order (unless a checklist says it already). */
  summary?: boolean;
}

/** One subject's documents, what it still needs, and the upload form. */
export function SubjectDocuments({
  owner,
  documents,
  readOnly,
  retired = false,
  summary = true,
}: SubjectDocumentsProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const uploadButton = useRef<HTMLButtonElement>(null);
  const [uploading, setUploading] = useState<DocumentKind | null>(null);
  const sorted = sortDocuments(documents);
  const missing = retired ? [] : missingKinds(owner.subject, documents);
  const canUpload = !readOnly && !retired;
  const allInOrder = !retired && missing.length === 0 && !documents.some(needsAttention);
  const neededList = new Intl.ListFormat(format.tag, { style: 'short', type: 'unit' }).format(
    missing.map((kind) => i18n._(DOCUMENT_KIND_LABELS[kind])),
  );

  function closeForm() {
    setUploading(null);
    // Back to the button that opened the form, once it is shown again.
    requestAnimationFrame(() => uploadButton.current?.focus());
  }

  return (
    <div className="space-y-3">
      {!summary ? null : missing.length > 0 ? (
        <p className="rounded-lg border border-accent-400 bg-accent-300/20 px-3 py-2 text-sm text-ink">
          <span className="font-semibold">
            <Trans>Still needed: {neededList}</Trans>
          </span>
        </p>
      ) : allInOrder ? (
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <CheckCircleIcon aria-hidden="true" />
          <Trans>Every document is uploaded and none needs attention.</Trans>
        </p>
      ) : null}

      {sorted.length > 0 ? (
        <DocumentList
          documents={sorted}
          readOnly={readOnly}
          onReplace={canUpload ? (kind) => setUploading(kind) : undefined}
        />
      ) : (
        <p className="text-sm text-muted">
          <Trans>No documents uploaded yet.</Trans>
        </p>
      )}

      {canUpload ? (
        uploading ? (
          <UploadForm
            // A new kind chosen from a document's "Upload a new one" starts a fresh form.
            key={uploading}
            owner={owner}
            initialKind={uploading}
            onDone={closeForm}
          />
        ) : (
          <button
            ref={uploadButton}
            type="button"
            className="btn-outline min-h-11"
            onClick={() =>
              setUploading(
                missing[0] ?? sorted.find(needsAttention)?.kind ?? DOCUMENT_KINDS[owner.subject][0],
              )
            }
          >
            <UploadIcon aria-hidden="true" />
            <Trans>Upload a document</Trans>
          </button>
        )
      ) : null}
    </div>
  );
}

/** Placeholder rows while a list loads; the text is for screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
    </div>
  );
}

/** The documents could not be loaded: why, and a way to try again (or to log in again). */
export function ListFailed({ query }: { query: FailedQuery }) {
  return (
    <InlineFailure
      query={query}
      className="text-sm"
      sessionEnded={<Trans>Your session has ended: log in again to see your documents.</Trans>}
      failed={<Trans>We could not load your documents.</Trans>}
    />
  );
}
