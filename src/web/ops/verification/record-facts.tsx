import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { AdminCompany, AdminDocument, AdminDriver } from '@shared/contracts/verification';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
} from '../../components/console/document-labels';
import { DocumentViewer } from '../../components/console/document-viewer';
import { InlineFailure } from '../../components/console/failure';
import { PapersChecklist } from '../../components/console/papers-checklist';
import { useFormat } from '../../lib/i18n/format';
import { cityName } from '../../lib/i18n/labels';
import { useCompanyDocuments, useDocumentFile, useDocumentView } from './api';

// What an operator reads before deciding on each kind of record: the facts a check needs, laid
// out as a definition list so a screen reader reads each with its name.
import { Actions, Card, Facts, Submitted } from './record-card';

/**
 * A company as it asked to join: its legal identity, where it works, its contact and papers. The
 * papers load with the card in the waiting queue, where they are what is checked; on a list of
 * verified or suspended companies they load when asked (`documentsOnRequest`), so a long list
 * does not fetch every company's papers at once.
 */
export function CompanyFacts({
  company,
  documentsOnRequest = false,
  children,
}: {
  company: AdminCompany;
  documentsOnRequest?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const cities = company.citiesServed.map((city) => cityName(i18n, city)).join(', ');
  return (
    <Card title={company.travelsName} meta={<Submitted at={company.createdAt} />}>
      <Facts
        items={[
          [t`Legal name`, company.legalName],
          [t`GSTIN`, <span className="font-mono">{company.gstin}</span>],
          [t`PAN`, <span className="font-mono">{company.pan}</span>],
          [t`City`, cityName(i18n, company.city)],
          [t`Cities served`, cities],
          [t`Address`, company.address],
          [t`Phone`, company.phone],
          [t`WhatsApp`, company.whatsapp],
          [t`Email`, company.email],
        ]}
      />
      {company.statusReason ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">
          <Trans>Reason on record:</Trans> {company.statusReason}
        </p>
      ) : null}
      <PapersChecklist papers={company.papers} className="mt-4" />
      {documentsOnRequest ? (
        <DocumentsOnRequest company={company} />
      ) : (
        <CompanyDocuments companyId={company._id} />
      )}
      <Actions>{children}</Actions>
    </Card>
  );
}

function DocumentsOnRequest({ company }: { company: AdminCompany }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = company.travelsName;
  if (open) return <CompanyDocuments companyId={company._id} />;
  return (
    <button
      type="button"
      className="btn-ghost mt-3 px-0 text-sm"
      aria-label={t`Show documents of ${name}`}
      onClick={() => setOpen(true)}
    >
      <Trans>Show documents</Trans>
    </button>
  );
}

function CompanyDocuments({ companyId }: { companyId: string }) {
  const { i18n } = useLingui();
  const documents = useCompanyDocuments(companyId);
  const [open, setOpen] = useState<AdminDocument | null>(null);
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-ink">
        <Trans>Documents</Trans>
      </h3>
      {documents.isPending ? (
        <p className="mt-1 text-sm text-muted" role="status">
          <Trans>Loading the documents…</Trans>
        </p>
      ) : documents.isError ? (
        <InlineFailure
          query={documents}
          className="mt-1 text-sm"
          sessionEnded={<Trans>Your session has ended: log in again.</Trans>}
          failed={<Trans>We could not load the documents.</Trans>}
        />
      ) : documents.data.length === 0 ? (
        <p className="mt-1 text-sm text-muted">
          <Trans>No documents uploaded yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {documents.data.map((document) => (
            <li key={document._id}>
              <button
                type="button"
                className="rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-500"
                onClick={() => setOpen(document)}
              >
                {i18n._(DOCUMENT_KIND_LABELS[document.kind])}
                {document.subject ? ` · ${document.subject.name}` : ''} ·{' '}
                {i18n._(DOCUMENT_STATUS_LABELS[document.status])}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open ? <Viewer document={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

/** The licence as partners see it too: only its last 4 characters. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a mask, the same in every language
const maskedLicence = (last4: string) => `XXXX…${last4}`;

/** A driver as their company listed them: the licence's last 4 characters, never the number. */
export function DriverFacts({ driver, children }: { driver: AdminDriver; children?: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Card title={driver.name} meta={<Submitted at={driver.createdAt} />}>
      <Facts
        items={[
          [t`Company`, `${driver.company.travelsName} · ${driver.company.city}`],
          [t`Age`, format.number(driver.age)],
          [t`Licence`, <span className="font-mono">{maskedLicence(driver.licenceLast4)}</span>],
          [t`Licence valid until`, format.date(driver.licenceExpiresOn, { dateStyle: 'medium' })],
          [t`Languages`, driver.languages.join(', ')],
          [t`Years driving`, format.number(driver.experienceYears)],
        ]}
      />
      <PapersChecklist papers={driver.papers} className="mt-4" />
      <Actions>{children}</Actions>
    </Card>
  );
}

/**
 * A paper and whose it is, with its file a click away; `children` gets the paper's name for the
 * decision's buttons.
 */
export function DocumentFacts({
  document,
  showContact = false,
  children,
}: {
  document: AdminDocument;
  /** The expiring list: whom to call about it. */
  showContact?: boolean;
  children?: (name: string) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [viewing, setViewing] = useState(false);
  const kind = i18n._(DOCUMENT_KIND_LABELS[document.kind]);
  const owner = document.subject?.name ?? document.company.travelsName;
  const name = `${kind} · ${owner}`;
  return (
    <Card title={name} meta={<Submitted at={document.createdAt} />}>
      <Facts
        items={[
          [t`Company`, document.company.travelsName],
          ...(showContact
            ? ([[t`Phone`, document.company.phone]] as Array<[string, ReactNode]>)
            : []),
          [
            t`Expires`,
            document.expiresOn
              ? format.date(document.expiresOn, { dateStyle: 'medium' })
              : t`Does not expire`,
          ],
          [t`Status`, i18n._(DOCUMENT_STATUS_LABELS[document.status])],
          [t`File`, document.fileName],
        ]}
      />
      <Actions>
        <button
          type="button"
          className="btn-outline"
          aria-label={t`View document: ${name}`}
          onClick={() => setViewing(true)}
        >
          <Trans>View document</Trans>
        </button>
        {children?.(name)}
      </Actions>
      {viewing ? <Viewer document={document} onClose={() => setViewing(false)} /> : null}
    </Card>
  );
}

function Viewer({ document, onClose }: { document: AdminDocument; onClose: () => void }) {
  const file = useDocumentFile(document);
  const frame = useDocumentView(document);
  return (
    <DocumentViewer
      document={{
        ...document,
        subjectName: document.subject?.name ?? document.company.travelsName,
      }}
      file={file}
      frameUrl={frame.data}
      onClose={onClose}
      pdfInline
    />
  );
}
