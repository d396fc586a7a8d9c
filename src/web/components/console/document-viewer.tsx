import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentKind } from '@shared/partner-constants';
import { Modal } from '../modal';
import { InlineFailure } from './failure';
import { DOCUMENT_KIND_LABELS } from './document-labels';
import { useFileSize } from './file-size';

/** What the viewer shows of a document besides its file. */
export interface ViewedDocument {
  kind: DocumentKind;
  /** Whose paper it is: the company, a car or a driver. */
  subjectName: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * A document opened for reading, by its partner or an operator. Its file needs the bearer token,
 * so the caller fetches it (`file`) and it is shown from an object URL: a photo inline; a PDF by a
 * link to the browser's own viewer, opened by a tap so that no pop-up blocker stops it. Where
 * there is room (`pdfInline`, from a tablet's width up; phones do not show a PDF inside a page)
 * the PDF shows inside the page too, in a frame of the address the caller got for it
 * (`frameUrl`, lib/document-view.ts): the site's own policy forbids plugins in the page itself,
 * and the file's address answers with a policy that allows only being shown.
 */
export function DocumentViewer({
  document,
  file,
  frameUrl,
  onClose,
  pdfInline = false,
}: {
  document: ViewedDocument;
  file: Pick<UseQueryResult<Blob>, 'data' | 'isError' | 'error' | 'refetch' | 'isRefetching'>;
  frameUrl?: string | undefined;
  onClose: () => void;
  pdfInline?: boolean;
}) {
  const { i18n } = useLingui();
  const url = useObjectUrl(file.data);
  const label = i18n._(DOCUMENT_KIND_LABELS[document.kind]);

  return (
    <Modal title={label} onClose={onClose} size={pdfInline ? 'wide' : 'narrow'}>
      <p className="-mt-3 mb-4 break-all text-sm text-muted">
        {document.subjectName} · {document.fileName}
      </p>
      {file.isError ? (
        <InlineFailure
          query={file}
          sessionEnded={<Trans>Your session has ended: log in again to open the document.</Trans>}
          failed={<Trans>We could not open the document.</Trans>}
        />
      ) : !url ? (
        <p role="status" aria-live="polite" className="flex items-center gap-3 py-6 text-muted">
          <span
            className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
            aria-hidden="true"
          />
          <Trans>Opening the document…</Trans>
        </p>
      ) : (
        <FileShown
          document={document}
          url={url}
          frameUrl={frameUrl}
          label={label}
          pdfInline={pdfInline}
        />
      )}
      <div className="mt-5 flex justify-end">
        <button type="button" className="btn-ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}

function FileShown({
  document,
  url,
  frameUrl,
  label,
  pdfInline,
}: {
  document: ViewedDocument;
  url: string;
  frameUrl: string | undefined;
  label: string;
  pdfInline: boolean;
}) {
  const { t } = useLingui();
  const fileSize = useFileSize();
  const size = fileSize(document.sizeBytes);
  const isPdf = document.mimeType === 'application/pdf';
  const fileName = document.fileName;
  return (
    <div className="space-y-4">
      {isPdf && pdfInline ? (
        frameUrl ? (
          <iframe
            src={frameUrl}
            title={t`${label}: ${fileName}`}
            className="hidden h-[65vh] w-full rounded-lg ring-1 ring-slate-200 md:block"
          />
        ) : (
          <div
            className="hidden h-[65vh] w-full animate-pulse rounded-lg bg-slate-100 md:block"
            aria-hidden="true"
          />
        )
      ) : null}
      {isPdf ? (
        <p className="rounded-lg bg-surface px-4 py-3 text-sm text-ink ring-1 ring-slate-200">
          <Trans>PDF document, {size}</Trans>
        </p>
      ) : (
        <img
          src={url}
          alt={t`${label}: ${fileName}`}
          className="mx-auto max-h-[55vh] w-auto max-w-full rounded-lg object-contain ring-1 ring-slate-200"
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={url} target="_blank" rel="noopener" className="btn-primary">
          {isPdf ? <Trans>Open the PDF</Trans> : <Trans>Open full size</Trans>}
        </a>
        <a href={url} download={document.fileName} className="btn-outline">
          <Trans>Download</Trans>
        </a>
      </div>
    </div>
  );
}

/**
 * An object URL for the fetched file, released when the viewer closes (or the file changes): a
 * document is up to 5 MB, and a partner may open many in a day without reloading the page.
 */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    // The URL is the browser's resource, made and released here, not state derived in render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
