import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentKind, DocumentStatus } from '@shared/partner-constants';

/**
 * What each kind of document is called in the portal (docs/product/marketplace.md#documents),
 * the one place these names are written: the lists, the upload form, "Still needed" and the
 * dashboard's alert all read them here.
 */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, MessageDescriptor> = {
  gst_certificate: msg({
    message: 'GST certificate',
    comment: "A travel company's GST registration certificate",
  }),
  rc: msg({
    message: 'RC (registration certificate)',
    comment: "A car's registration certificate, issued by the RTO",
  }),
  permit: msg({
    message: 'Permit',
    comment: "A car's tourist or contract-carriage permit",
  }),
  fitness: msg({
    message: 'Fitness certificate',
    comment: "A commercial car's fitness certificate, issued by the RTO",
  }),
  insurance: msg({ message: 'Insurance', comment: "A car's insurance policy" }),
  puc: msg({
    message: 'PUC certificate',
    comment: "A car's Pollution Under Control certificate",
  }),
  driving_licence: msg({ message: 'Driving licence', comment: "A driver's driving licence" }),
  police_verification: msg({
    message: 'Police verification',
    comment: "A driver's police verification certificate",
  }),
};

/** A document's status as the partner reads it on its badge. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, MessageDescriptor> = {
  pending: msg({
    message: 'Pending check',
    comment: 'Document status: uploaded, Saarthi has not checked it yet',
  }),
  valid: msg({ message: 'Valid', comment: 'Document status: checked and accepted by Saarthi' }),
  rejected: msg({ message: 'Rejected', comment: 'Document status: refused by Saarthi' }),
  expired: msg({ message: 'Expired', comment: 'Document status: past its expiry date' }),
};
