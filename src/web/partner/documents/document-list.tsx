import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import { toast } from '../../lib/toast';
import type { DocumentKind, DocumentStatus } from '@shared/partner-constants';
import type { PartnerDocument } from '@shared/contracts/documents';
import {
  CalendarIcon,
  CheckCircleIcon,
  ClockIcon,
  EyeIcon,
  type IconProps,
} from '../../components/icons';
import { Modal } from '../../components/modal';
import { useFormat } from '../../lib/i18n/format';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { AlertIcon, TrashIcon, UploadIcon } from '../components/icons';
import { Alert } from '../../components/console/page-parts';
import { useRemoveDocument } from './api';
import { daysUntil, expiresSoon, needsAttention } from './document-rules';
import { DocumentViewer } from './document-viewer';
import { useFileSize } from '../../components/console/file-size';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
} from '../../components/console/document-labels';

const STATUS_LOOKS: Record<DocumentStatus, { badge: string; Icon: ComponentType<IconProps> }> = {
  pending: { badge: 'bg-accent-300/40 text-accent-700', Icon: ClockIcon },
  valid: { badge: 'bg-green-50 text-success', Icon: CheckCircleIcon },
  rejected: { badge: 'bg-red-50 text-danger', Icon: AlertIcon },
  expired: { badge: 'bg-red-50 text-danger', Icon: CalendarIcon },
};

/** A document's status as a small coloured label. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { i18n } = useLingui();
  const { badge, Icon } = STATUS_LOOKS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge}`}
    >
      <Icon aria-hidden="true" />
      {i18n._(DOCUMENT_STATUS_LABELS[status])}
    </span>
  );
}

/** "Expires in 12 days", counted in India's days. */
export function ExpiresIn({ expiresOn }: { expiresOn: string }) {
  const days = daysUntil(expiresOn);
  return (
    <Plural
      value={days}
      _0="Expires today"
      _1="Expires tomorrow"
      one="Expires in # day"
      other="Expires in # days"
    />
  );
}

interface DocumentListProps {
  documents: readonly PartnerDocument[];
  /** A suspended company reads its documents but cannot change them. */
  readOnly: boolean;
  /** Opens the upload form for this kind (replacing an expired, rejected or expiring paper). */
  onReplace?: (kind: DocumentKind) => void;
}

/** A subject's documents, already in the order to show them (problems first). */
export function DocumentList({ documents, readOnly, onReplace }: DocumentListProps) {
  const [viewing, setViewing] = useState<PartnerDocument>();
  const [removing, setRemoving] = useState<PartnerDocument>();
  return (
    <>
      <ul className="space-y-3">
        {documents.map((document) => (
          <DocumentItem
            key={document._id}
            document={document}
            readOnly={readOnly}
            onView={() => setViewing(document)}
            onRemove={() => setRemoving(document)}
            onReplace={onReplace ? () => onReplace(document.kind) : undefined}
          />
        ))}
      </ul>
      {viewing ? <DocumentViewer document={viewing} onClose={() => setViewing(undefined)} /> : null}
      {removing ? (
        <RemoveDialog document={removing} onClose={() => setRemoving(undefined)} />
      ) : null}
    </>
  );
}

function DocumentItem({
  document,
  readOnly,
  onView,
  onRemove,
  onReplace,
}: {
  document: PartnerDocument;
  readOnly: boolean;
  onView: () => void;
  onRemove: () => void;
  onReplace?: () => void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const fileSize = useFileSize();
  const label = i18n._(DOCUMENT_KIND_LABELS[document.kind]);
  const problem = needsAttention(document);
  const soon = expiresSoon(document);
  const uploaded = format.date(document.createdAt, { dateStyle: 'medium' });
  const size = fileSize(document.sizeBytes);
  const accent =
    document.status === 'expired' || document.status === 'rejected'
      ? 'border-danger'
      : soon
        ? 'border-accent-400'
        : 'border-transparent';

  return (
    <li className={`rounded-xl border border-l-4 border-slate-200 bg-white p-4 ${accent}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-bold text-brand-900">{label}</p>
        <DocumentStatusBadge status={document.status} />
      </div>

      <ExpiryLine document={document} />
      {soon && document.expiresOn ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-accent-700">
          <AlertIcon aria-hidden="true" />
          <span>
            <ExpiresIn expiresOn={document.expiresOn} />
            {': '}
            <Trans>upload the renewed one</Trans>
          </span>
        </p>
      ) : null}
      {document.status === 'rejected' ? <RejectionReason reason={document.statusReason} /> : null}

      <p className="mt-2 truncate text-xs text-muted">
        <span className="sr-only">
          <Trans>File:</Trans>{' '}
        </span>
        {document.fileName} · {size} ·{' '}
        <Trans>
          uploaded on <time dateTime={document.createdAt}>{uploaded}</time>
        </Trans>
      </p>

      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-outline min-h-11 px-4" onClick={onView}>
          <EyeIcon aria-hidden="true" />
          <span>
            <Trans>
              View <span className="sr-only">{label}</span>
            </Trans>
          </span>
        </button>
        {!readOnly && problem && onReplace ? (
          <button type="button" className="btn-primary min-h-11 px-4" onClick={onReplace}>
            <UploadIcon aria-hidden="true" />
            <span>
              <Trans>
                Upload a new one <span className="sr-only">({label})</span>
              </Trans>
            </span>
          </button>
        ) : null}
        {readOnly ? null : (
          <button
            type="button"
            className="btn min-h-11 px-4 text-danger hover:bg-red-50"
            onClick={onRemove}
          >
            <TrashIcon aria-hidden="true" />
            <span>
              <Trans>
                Remove <span className="sr-only">{label}</span>
              </Trans>
            </span>
          </button>
        )}
      </div>
    </li>
  );
}

function ExpiryLine({ document }: { document: PartnerDocument }) {
  const format = useFormat();
  if (!document.expiresOn) {
    return (
      <p className="mt-1 text-sm text-muted">
        <Trans>Does not expire</Trans>
      </p>
    );
  }
  const dateTime = document.expiresOn;
  const date = format.day(document.expiresOn);
  return (
    <p
      className={`mt-1 text-sm ${document.status === 'expired' ? 'font-semibold text-danger' : 'text-ink'}`}
    >
      {document.status === 'expired' ? (
        <Trans>
          Expired on <time dateTime={dateTime}>{date}</time>
        </Trans>
      ) : (
        <Trans>
          Expires on <time dateTime={dateTime}>{date}</time>
        </Trans>
      )}
    </p>
  );
}

function RejectionReason({ reason }: { reason: string }) {
  // The operator's own words, as they wrote them (content written by people is not translated).
  return reason.trim() ? (
    <blockquote className="mt-2 whitespace-pre-line rounded-lg bg-red-50 px-3 py-2 text-sm text-ink">
      <p className="mb-0.5 text-xs font-semibold uppercase tracking-wider text-danger">
        <Trans>Reason from Saarthi</Trans>
      </p>
      {reason}
    </blockquote>
  ) : (
    <p className="mt-1 text-sm text-danger">
      <Trans>Saarthi could not accept this document: please upload a clearer copy.</Trans>
    </p>
  );
}

/** Asks before removing: a valid paper removed has to be uploaded and checked again. */
function RemoveDialog({ document, onClose }: { document: PartnerDocument; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const label = i18n._(DOCUMENT_KIND_LABELS[document.kind]);
  const subject = document.subjectName;
  const fileName = document.fileName;
  const remove = useRemoveDocument({
    onRemoved: (said) => {
      toast.success(translate(said));
      onClose();
    },
    onRefused: () => undefined,
  });
  const refusal = remove.error ? translate(remove.error) : null;

  // Keeping it stops a removal still on its way: it is never sent, or answered, later.
  const keep = () => {
    remove.abandon();
    onClose();
  };

  return (
    <Modal title={t`Remove this document?`} onClose={keep}>
      <div className="space-y-3 text-sm text-ink">
        <p>
          <Trans>
            {label} of {subject} ({fileName}) will be removed, and Saarthi will no longer see it.
          </Trans>
        </p>
        {document.status === 'valid' ? (
          <p className="font-semibold">
            <Trans>
              Saarthi has checked this one: a new copy would have to be uploaded and checked again.
            </Trans>
          </p>
        ) : null}
        {refusal ? <Alert>{refusal}</Alert> : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={keep}>
          <Trans>Keep it</Trans>
        </button>
        <button
          type="button"
          className="btn bg-danger text-white hover:bg-red-800"
          onClick={() => remove.mutate(document)}
          disabled={remove.isPending}
        >
          {remove.isPending ? <Trans>Removing…</Trans> : <Trans>Remove document</Trans>}
        </button>
      </div>
    </Modal>
  );
}
