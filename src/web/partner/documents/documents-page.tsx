import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AttentionItem, PartnerDocument } from '@shared/contracts/documents';
import type { PartnerCar, PartnerDriver } from '@shared/contracts/fleet';
import type { PartnerCompany } from '@shared/contracts/partner';
import { CheckCircleIcon } from '../../components/icons';
import { RetryButton } from '../../components/retry-button';
import { useFormat } from '../../lib/i18n/format';
import { portalPaths } from '../portal-paths';
import { CompanyPageFrame } from '../components/company-page-frame';
import { PageTitle, SuspendedNote } from '../../components/console/page-parts';
import { useDocumentSubjects, useDocuments, useDocumentsAttention } from './api';
import { ExpiresIn } from './document-list';
import { expiresSoon, missingKinds, ownerKey, ownerOf, type DocumentOwner } from './document-rules';
import { ListFailed, ListLoading, SubjectDocuments } from './documents-panel';
import { DOCUMENT_KIND_LABELS } from '../../components/console/document-labels';

/**
 * /partner/documents: every document of the company in one place (docs/product/marketplace.md#partner-portal:
 * Documents), grouped by what it is about, with what needs attention first.
 */
export function DocumentsPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={t`Documents`}
      loadingLabel={t`Loading your documents…`}
      noCompany={<Trans>Register your company first; then upload its documents here.</Trans>}
    >
      {(company) => <AllDocuments company={company} />}
    </CompanyPageFrame>
  );
}

/** One car, one driver or the company, with its documents. */
interface Group {
  owner: DocumentOwner;
  key: string;
  name: string;
  documents: PartnerDocument[];
  /** A car or driver no longer on the company's lists (archived). */
  retired: boolean;
}

/**
 * Groups the documents by what they are about, adding the cars and drivers that have none yet
 * (once their lists are in), named as the documents name them (`subjectName`).
 */
function groupDocuments(
  documents: readonly PartnerDocument[],
  company: PartnerCompany,
  cars: readonly PartnerCar[] | undefined,
  drivers: readonly PartnerDriver[] | undefined,
): { company: Group; cars: Group[]; drivers: Group[] } {
  const companyGroup: Group = {
    owner: { subject: 'company' },
    key: 'company',
    name: company.travelsName,
    documents: [],
    retired: false,
  };
  const carGroups = new Map<string, Group>();
  const driverGroups = new Map<string, Group>();
  const groupOf = (owner: DocumentOwner, name: string): Group => {
    if (owner.subject === 'company') return companyGroup;
    const groups = owner.subject === 'car' ? carGroups : driverGroups;
    const id = owner.subject === 'car' ? owner.carId : owner.driverId;
    let group = groups.get(id);
    if (!group) {
      const listed = owner.subject === 'car' ? cars : drivers;
      group = {
        owner,
        key: ownerKey(owner),
        name,
        documents: [],
        // Only once the list is in: until then every subject with papers counts as active.
        retired: listed !== undefined && !listed.some((subject) => subject._id === id),
      };
      groups.set(id, group);
    }
    return group;
  };

  for (const document of documents)
    groupOf(ownerOf(document), document.subjectName).documents.push(document);
  for (const car of cars ?? []) groupOf({ subject: 'car', carId: car._id }, carName(car));
  for (const driver of drivers ?? [])
    groupOf({ subject: 'driver', driverId: driver._id }, driver.name);

  return {
    company: companyGroup,
    cars: [...carGroups.values()].sort(problemsFirst),
    drivers: [...driverGroups.values()].sort(problemsFirst),
  };
}

/** A car without documents, named as its documents would name it: its name and number. */
function carName(car: PartnerCar): string {
  return car.registrationNumber ? `${car.carName} · ${car.registrationNumber}` : car.carName;
}

/** Expired or rejected papers first, then papers expiring soon, then papers missing, then the rest. */
function urgency(group: Group): number {
  if (group.retired) return 4;
  if (group.documents.some((d) => d.status === 'expired' || d.status === 'rejected')) return 0;
  if (group.documents.some(expiresSoon)) return 1;
  if (missingKinds(group.owner.subject, group.documents).length > 0) return 2;
  return 3;
}

const problemsFirst = (a: Group, b: Group) =>
  urgency(a) - urgency(b) || a.name.localeCompare(b.name);

function AllDocuments({ company }: { company: PartnerCompany }) {
  const { t } = useLingui();
  const documents = useDocuments();
  const { cars, drivers } = useDocumentSubjects();
  const readOnly = company.status === 'suspended';

  return (
    <>
      <PageTitle
        title={t`Documents`}
        subtitle={
          <Trans>
            Your company's, your cars' and your drivers' papers, which Saarthi checks before
            customers see them. Only your company and Saarthi's team can see these documents;
            customers never do.
          </Trans>
        }
      />
      {readOnly ? (
        <SuspendedNote className="mb-5">
          <Trans>
            Your company is suspended: you can read your documents, but not upload or remove any
            until Saarthi restores it.
          </Trans>
        </SuspendedNote>
      ) : null}

      {documents.isPending ? (
        <ListLoading label={t`Loading your documents…`} />
      ) : documents.isError ? (
        <div className="card p-5 sm:p-6">
          <ListFailed query={documents} />
        </div>
      ) : (
        <Groups
          groups={groupDocuments(documents.data, company, cars.data, drivers.data)}
          cars={cars}
          drivers={drivers}
          readOnly={readOnly}
        />
      )}
    </>
  );
}

function Groups({
  groups,
  cars,
  drivers,
  readOnly,
}: {
  groups: ReturnType<typeof groupDocuments>;
  cars: UseQueryResult<PartnerCar[], unknown>;
  drivers: UseQueryResult<PartnerDriver[], unknown>;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-8">
      <AttentionSummary />

      <GroupSection title={t`Your company`}>
        <SubjectCard group={groups.company} readOnly={readOnly} />
      </GroupSection>

      <SubjectsSection
        title={t`Cars`}
        groups={groups.cars}
        subjects={cars}
        failed={t`We could not load your cars, so cars without any document are not shown.`}
        empty={t`No cars yet. Each car needs its RC, permit, fitness certificate, insurance and PUC certificate.`}
        add={{ to: portalPaths.newCar, label: t`Add a car` }}
        readOnly={readOnly}
      />

      <SubjectsSection
        title={t`Drivers`}
        groups={groups.drivers}
        subjects={drivers}
        failed={t`We could not load your drivers, so drivers without any document are not shown.`}
        empty={t`No drivers yet. Each driver needs a driving licence and a police verification.`}
        add={{ to: portalPaths.drivers, label: t`Add a driver` }}
        readOnly={readOnly}
      />
    </div>
  );
}

/**
 * What needs doing, across every subject: the partner's to-do list, each linked to its card. The
 * server counts and orders it (GET /api/partner/documents/attention), so the dashboard's count is
 * this list's length.
 */
function AttentionSummary() {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const attention = useDocumentsAttention();

  if (attention.isPending) return null;
  if (attention.isError) {
    return (
      <div role="alert" className="card flex flex-wrap items-center justify-between gap-3 p-5">
        <p className="text-sm text-danger">
          <Trans>We could not work out what needs your attention.</Trans>
        </p>
        <RetryButton onRetry={() => void attention.refetch()} retrying={attention.isRefetching} />
      </div>
    );
  }
  const { count, items } = attention.data;
  if (count === 0) {
    return (
      <p className="card flex items-center gap-3 p-5 font-medium text-success">
        <CheckCircleIcon className="shrink-0 text-xl" aria-hidden="true" />
        <Trans>Every document is uploaded and none needs your attention.</Trans>
      </p>
    );
  }
  const why = (item: AttentionItem): ReactNode => {
    const date = item.expiresOn ? format.day(item.expiresOn) : '';
    switch (item.reason) {
      case 'expired':
        return <Trans>Expired on {date}</Trans>;
      case 'rejected':
        return <Trans>Rejected by Saarthi</Trans>;
      case 'expiring':
        return item.expiresOn ? <ExpiresIn expiresOn={item.expiresOn} /> : null;
      case 'missing':
        return <Trans>Not uploaded yet</Trans>;
    }
  };
  const anchorOf = (item: AttentionItem) =>
    item.subject === 'company'
      ? 'documents-company'
      : `documents-${item.subject}-${item.subjectId}`;
  return (
    <section aria-labelledby={headingId} className="card border-l-4 border-accent-400 p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        <Plural
          value={count}
          one="# thing needs your attention"
          other="# things need your attention"
        />
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={`#${anchorOf(item)}`}
              className="flex flex-col gap-0.5 rounded-lg py-2.5 hover:bg-surface sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <span className="min-w-0">
                <span className="font-semibold text-ink">
                  {i18n._(DOCUMENT_KIND_LABELS[item.kind])}
                </span>{' '}
                <span className="text-muted">· {item.subjectName}</span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-danger">{why(item)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GroupSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SubjectCard({ group, readOnly }: { group: Group; readOnly: boolean }) {
  const headingId = `documents-${group.key}-heading`;
  return (
    <section
      id={`documents-${group.key}`}
      aria-labelledby={headingId}
      className="card scroll-mt-20 p-5 sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="min-w-0 break-words text-base font-bold text-brand-900">
          {group.name}
        </h3>
        {group.owner.subject === 'car' && !group.retired ? (
          <Link
            to={portalPaths.car(group.owner.carId)}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Trans>Car details</Trans>
          </Link>
        ) : null}
        {group.retired ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {group.owner.subject === 'car' ? (
              <Trans>Archived car</Trans>
            ) : (
              <Trans>Archived driver</Trans>
            )}
          </span>
        ) : null}
      </div>
      <SubjectDocuments
        owner={group.owner}
        documents={group.documents}
        readOnly={readOnly}
        retired={group.retired}
      />
    </section>
  );
}

/**
 * The cars' or the drivers' cards. Their list failing still leaves the documents shown, with
 * what is missing from them said; an empty list says what each needs and where to add one.
 */
function SubjectsSection({
  title,
  groups,
  subjects,
  failed,
  empty,
  add,
  readOnly,
}: {
  title: string;
  groups: Group[];
  subjects: UseQueryResult<unknown, unknown>;
  failed: string;
  empty: string;
  add: { to: string; label: string };
  readOnly: boolean;
}) {
  return (
    <GroupSection title={title}>
      {subjects.isError ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{failed}</p>
          <RetryButton onRetry={() => void subjects.refetch()} retrying={subjects.isRefetching} />
        </div>
      ) : null}
      {groups.map((group) => (
        <SubjectCard key={group.key} group={group} readOnly={readOnly} />
      ))}
      {subjects.isSuccess && groups.length === 0 ? (
        <div className="card flex flex-col gap-3 p-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{empty}</p>
          <Link to={add.to} className="btn-outline shrink-0">
            {add.label}
          </Link>
        </div>
      ) : null}
    </GroupSection>
  );
}
