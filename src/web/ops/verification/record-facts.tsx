import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useId, useState, type ReactNode } from 'react';
import { INCLUDED_HOURS, INCLUDED_KM, type PriceRates } from '@shared/pricing';
import type {
  AdminCar,
  AdminCompany,
  AdminDocument,
  AdminDriver,
} from '@shared/contracts/verification';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
} from '../../components/console/document-labels';
import { DocumentViewer } from '../../components/console/document-viewer';
import { InlineFailure } from '../../components/console/failure';
import { PapersChecklist } from '../../components/console/papers-checklist';
import { Modal } from '../../components/modal';
import { PrivateImage } from '../../components/private-image';
import { useFormat } from '../../lib/i18n/format';
import { CATEGORY_LABELS, cityName, fuelName } from '../../lib/i18n/labels';
import { BODY_TYPE_LABELS } from '../../components/console/body-type-labels';
import { useCompanyDocuments, useDocumentFile, useDocumentView } from './api';

// What an operator reads before deciding on each kind of record: the facts a check needs, laid
// out as a definition list so a screen reader reads each with its name.

function Card({ title, meta, children }: { title: string; meta?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="break-words text-lg font-bold text-brand-900">
          {title}
        </h2>
        {meta ? <p className="text-sm text-muted">{meta}</p> : null}
      </div>
      {children}
    </article>
  );
}

/** A card's buttons, in one row that wraps on a phone. */
function Actions({ children }: { children: ReactNode }) {
  return children ? <div className="mt-4 flex flex-wrap items-center gap-2">{children}</div> : null;
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([name, value]) => (
        <div key={name} className="flex min-w-0 flex-wrap gap-x-2">
          <dt className="text-muted">{name}</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Submitted({ at }: { at: string }) {
  const format = useFormat();
  const when = format.date(at, { dateStyle: 'medium' });
  return <Trans>Submitted {when}</Trans>;
}

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

/** A car as its partner submitted it: what it is, what it charges, its photos and its company. */
export function CarFacts({ car, children }: { car: AdminCar; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const companyName = car.company.travelsName;
  const seats = car.seater;
  const bags = car.luggage;
  const driver = car.defaultDriver;
  return (
    <Card title={car.carName} meta={<Submitted at={car.createdAt} />}>
      <IdentityChange car={car} />
      <Facts
        items={[
          [t`Model`, car.carModel],
          [t`Registration`, <span className="font-mono">{car.registrationNumber ?? ''}</span>],
          [t`Category`, i18n._(CATEGORY_LABELS[car.category])],
          [t`Body type`, car.bodyType ? i18n._(BODY_TYPE_LABELS[car.bodyType]) : ''],
          [t`City`, cityName(i18n, car.city)],
          [t`Seats`, t`${seats} + driver`],
          [t`Luggage`, t`${bags} bags`],
          [t`Air conditioning`, car.ac ? t`AC` : t`No AC`],
          [t`Fuel`, fuelName(i18n, car.fuelType)],
          [
            t`Default driver`,
            driver ? (
              <>
                {driver.name}{' '}
                <span className={driver.status === 'verified' ? 'text-success' : 'text-danger'}>
                  ({i18n._(DRIVER_STATUS_LABELS[driver.status])})
                </span>
              </>
            ) : (
              t`None chosen`
            ),
          ],
          [t`Company`, companyName],
        ]}
      />
      <PapersChecklist papers={car.papers} className="mt-4" />
      <CarRates car={car} />
      <CarPhotos car={car} />
      {car.company.status !== 'verified' ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
          <Trans>
            {companyName} is not verified yet: an approved car reaches the storefront once the
            company is verified.
          </Trans>
        </p>
      ) : null}
      <Actions>{children}</Actions>
    </Card>
  );
}

const DRIVER_STATUS_LABELS: Record<AdminDriver['status'], MessageDescriptor> = {
  pending: msg({
    message: 'not checked yet',
    comment: "A car's default driver: Saarthi's check pending",
  }),
  verified: msg({ message: 'checked', comment: "A car's default driver: checked by Saarthi" }),
  rejected: msg({ message: 'rejected', comment: "A car's default driver: refused by Saarthi" }),
};

/**
 * A live car sent back because it is no longer the car Saarthi checked: what changed, as it was
 * and became, since that is what is being approved.
 */
function IdentityChange({ car }: { car: AdminCar }) {
  const { t } = useLingui();
  const format = useFormat();
  const change = car.identityChange;
  if (!change) return null;
  const labels: Record<NonNullable<AdminCar['identityChange']>['fields'][number]['field'], string> =
    {
      registrationNumber: t`Registration`,
      carName: t`Make`,
      carModel: t`Model`,
      seater: t`Seats`,
      fuelType: t`Fuel`,
    };
  const when = format.date(change.changedAt, { dateStyle: 'medium' });
  return (
    <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
      <p>
        <Trans>
          The partner changed what this live car is on {when}: check its papers and photos against
          the new details before approving.
        </Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {change.fields.map(({ field, before, after }) => (
          <li key={field}>
            {labels[field]}: <span className="line-through">{before || '—'}</span> →{' '}
            <span className="font-semibold">{after || '—'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const RATE_ORDER: Array<keyof PriceRates> = ['perKmFirst', 'perKmBeyond', 'base', 'perExtraHour'];

/**
 * The car's rate card; for a live car a rate change sent back, the rates it had beside the new
 * ones, the rates that moved marked, since that change is what is being approved.
 */
function CarRates({ car }: { car: AdminCar }) {
  const { t } = useLingui();
  const format = useFormat();
  const change = car.rateChange;
  const labels: Record<keyof PriceRates, string> = {
    perKmFirst: t`Per km, first ${INCLUDED_KM} km`,
    perKmBeyond: t`Per km after ${INCLUDED_KM} km`,
    base: t`Base fare for ${INCLUDED_HOURS} hours`,
    perExtraHour: t`Per extra hour`,
  };
  const when = change ? format.date(change.changedAt, { dateStyle: 'medium' }) : '';
  return (
    <div className="mt-4">
      {change ? (
        <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
          <Trans>
            The partner changed this live car's rates by more than 30% on {when}: approve to put the
            new rates live.
          </Trans>
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-left text-sm">
          <caption className="mb-1 text-left text-sm font-semibold text-ink">
            <Trans>Rates</Trans>
          </caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-4 font-normal">
                <Trans>Rate</Trans>
              </th>
              {change ? (
                <th scope="col" className="py-1 pr-4 font-normal">
                  <Trans>Before</Trans>
                </th>
              ) : null}
              <th scope="col" className="py-1 font-normal">
                {change ? <Trans>New</Trans> : <Trans>Amount</Trans>}
              </th>
            </tr>
          </thead>
          <tbody>
            {RATE_ORDER.map((name) => {
              const moved = change !== null && change.before[name] !== car.rates[name];
              return (
                <tr key={name} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal text-muted">
                    {labels[name]}
                  </th>
                  {change ? (
                    <td className="py-1 pr-4 tabular-nums">{format.rupees(change.before[name])}</td>
                  ) : null}
                  <td
                    className={`py-1 tabular-nums ${moved ? 'font-bold text-ink' : 'font-medium'}`}
                  >
                    {format.rupees(car.rates[name])}
                    {moved ? (
                      <span className="sr-only">
                        {' '}
                        <Trans>(changed)</Trans>
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The photos customers would see, the cover first; the drawing of a car without any. A car not
 * live yet shows photos only to its partner and operators: they are fetched with the token.
 */
function CarPhotos({ car }: { car: AdminCar }) {
  const { t } = useLingui();
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const photos = car.photos.length > 0 ? car.photos : car.carImage ? [car.carImage] : [];
  const name = car.carName;
  const count = photos.length;
  const shown = enlarged === null ? null : photos[enlarged];
  const shownPosition = (enlarged ?? 0) + 1;
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-ink">
        <Trans>Photos</Trans>
      </h3>
      {count === 0 ? (
        <p className="mt-1 text-sm text-muted">
          <Trans>No photos yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, index) => {
            const position = index + 1;
            return (
              <li key={photo} className="shrink-0">
                <button
                  type="button"
                  className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  aria-label={t`Enlarge ${name}, photo ${position} of ${count}`}
                  onClick={() => setEnlarged(index)}
                >
                  <PrivateImage
                    src={photo}
                    scope="ops"
                    alt={t`${name}, photo ${position} of ${count}`}
                    className="h-24 w-32 rounded-lg object-cover ring-1 ring-slate-200"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {shown ? (
        <Modal
          title={t`${name}, photo ${shownPosition} of ${count}`}
          onClose={() => setEnlarged(null)}
          size="wide"
        >
          <PrivateImage
            src={shown}
            scope="ops"
            alt={t`${name}, photo ${shownPosition} of ${count}`}
            className="mx-auto max-h-[70vh] w-auto max-w-full rounded-lg object-contain"
          />
          <div className="mt-4 flex justify-end">
            <button type="button" className="btn-ghost" onClick={() => setEnlarged(null)}>
              <Trans>Close</Trans>
            </button>
          </div>
        </Modal>
      ) : null}
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
