import type { PartnerDocument } from '@shared/contracts/documents';
import { DocumentViewer as Viewer } from '../../components/console/document-viewer';
import { useDocumentFile, useDocumentView } from './api';

/** One of the company's documents opened for reading: its file fetched with the partner's token. */
export function DocumentViewer({
  document,
  onClose,
}: {
  document: PartnerDocument;
  onClose: () => void;
}) {
  const file = useDocumentFile(document);
  const frame = useDocumentView(document);
  return (
    <Viewer document={document} file={file} frameUrl={frame.data} onClose={onClose} pdfInline />
  );
}
