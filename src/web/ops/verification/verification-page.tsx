import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type {
  AdminCar,
  AdminCompany,
  AdminDocument,
  AdminDriver,
} from '@shared/contracts/verification';
import { FilterButtons } from '../../components/console/filter-buttons';
import { PapersRefused, refusedPapers } from '../../components/console/papers-checklist';
import { ApiError } from '../../lib/api-client';
import { ListSkeleton } from '../../components/console/list-parts';
import { CouldNotLoad, PageTitle } from '../../components/console/page-parts';
import { REQUEST_FAILED, useTranslateMessage } from '../../lib/i18n/server-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpsLayout } from '../layout/ops-layout';
import { ReasonDialog } from '../components/reason-dialog';
import {
  QUEUES,
  useCarQueue,
  useCompanyQueue,
  useDecision,
  useDocumentQueue,
  useDriverQueue,
  useExpiringDocuments,
  useSuspension,
  useVerifiedCompanies,
  type DecidedQueue,
  type Queue,
} from './api';
import { CarFacts } from './car-facts';
import { CompanyFacts, DocumentFacts, DriverFacts } from './record-facts';

const QUEUE_LABELS: Record<Queue, MessageDescriptor> = {
  companies: msg({ message: 'Companies', comment: 'Verification queue: travel companies' }),
  cars: msg({ message: 'Cars', comment: 'Verification queue: cars waiting for review' }),
  drivers: msg({ message: 'Drivers', comment: 'Verification queue: drivers waiting for a check' }),
  documents: msg({ message: 'Documents', comment: 'Verification queue: papers to check' }),
  expiring: msg({ message: 'Expiring soon', comment: 'Documents expiring within 30 days' }),
};

const isQueue = (value: string | null): value is Queue =>
  (QUEUES as readonly (string | null)[]).includes(value);

/**
 * /ops/verification: what partners submitted and waits for Saarthi (MARKETPLACE "Operator
 * console": verification queues), one queue at a time, the longest waiting first; approve, or
 * reject with the reason the partner reads. The queue shown lives in the address.
 */
export function VerificationPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Verification`);
  const [params, setParams] = useSearchParams();
  const queueParam = params.get('queue');
  const queue: Queue = isQueue(queueParam) ? queueParam : 'companies';
  const [announcement, setAnnouncement] = useState('');

  const counts: Record<Queue, number | undefined> = {
    companies: useCompanyQueue().data?.length,
    cars: useCarQueue().data?.length,
    drivers: useDriverQueue().data?.length,
    documents: useDocumentQueue().data?.length,
    expiring: useExpiringDocuments().data?.length,
  };

  return (
    <OpsLayout>
      <PageTitle
        title={t`Verification`}
        subtitle={<Trans>Check what travel companies submit before customers see it.</Trans>}
      />
      <FilterButtons
        label={t`Queue`}
        className="mb-5 flex gap-2 overflow-x-auto pb-1"
        value={queue}
        onChange={(next) => {
          setAnnouncement('');
          setParams(next === 'companies' ? {} : { queue: next }, { replace: true });
        }}
        options={QUEUES.map((value) => ({
          value,
          label:
            counts[value] === undefined
              ? i18n._(QUEUE_LABELS[value])
              : `${i18n._(QUEUE_LABELS[value])} (${counts[value]})`,
        }))}
      />
      <p role="status" aria-live="polite" className="mb-4 min-h-6 font-medium text-success">
        {announcement}
      </p>
      {queue === 'companies' ? <CompanyQueue onDone={setAnnouncement} /> : null}
      {queue === 'cars' ? <CarQueue onDone={setAnnouncement} /> : null}
      {queue === 'drivers' ? <DriverQueue onDone={setAnnouncement} /> : null}
      {queue === 'documents' ? <DocumentQueue onDone={setAnnouncement} /> : null}
      {queue === 'expiring' ? <ExpiringDocuments /> : null}
    </OpsLayout>
  );
}

type Done = (message: string) => void;

interface ListQuery<T> {
  data?: T[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching: boolean;
}

/** A list as it loads, fails, is empty or is there. */
function QueueList<T extends { _id: string }>({
  query,
  loadingLabel,
  empty,
  children,
}: {
  query: ListQuery<T>;
  loadingLabel: string;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} cardHeight="h-40" />;
  if (query.isError) return <CouldNotLoad query={query} />;
  const items = query.data ?? [];
  if (items.length === 0) return <p className="card p-6 text-center text-muted">{empty}</p>;
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** Approve at once; reject after the reason is written. */
function Decision({
  queue,
  id,
  name,
  rejectTitle,
  onDone,
}: {
  queue: DecidedQueue;
  id: string;
  /** What is decided, so that each card's buttons are told apart when read out. */
  name: string;
  /** The dialog's title; "Reject …" unless the rejection has a name of its own. */
  rejectTitle?: string;
  onDone: Done;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const decision = useDecision(queue);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const decide = (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) => {
    setFailure(null);
    decision.mutate(
      { id, body: { reason: '', ...body } },
      {
        onSuccess: (answer) => {
          setRejecting(false);
          onDone(translate(answer));
        },
        onError: setFailure,
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn-primary"
        aria-label={t`Approve ${name}`}
        disabled={decision.isPending}
        onClick={() => decide({ decision: 'approve' })}
      >
        <Trans>Approve</Trans>
      </button>
      <button
        type="button"
        className="btn-outline border-danger text-danger hover:bg-red-50"
        aria-label={t`Reject ${name}`}
        disabled={decision.isPending}
        onClick={() => {
          setFailure(null);
          setRejecting(true);
        }}
      >
        <Trans>Reject</Trans>
      </button>
      {failure && !rejecting ? <FailureText error={failure} /> : null}
      {rejecting ? (
        <ReasonDialog
          title={rejectTitle ?? t`Reject ${name}`}
          explanation={<Trans>The partner reads this reason and can correct and resubmit.</Trans>}
          confirmLabel={t`Reject`}
          pending={decision.isPending}
          error={failure}
          onConfirm={(reason) => decide({ decision: 'reject', reason })}
          onClose={() => {
            // Closing stops a rejection on its way: it is never sent, or answered, later.
            decision.abandon();
            setRejecting(false);
          }}
        />
      ) : null}
    </div>
  );
}

function FailureText({ error }: { error: unknown }) {
  const translate = useTranslateMessage();
  // A go-live refused for its papers names each one: listed as the card's checklist lists them.
  const papers = error instanceof ApiError ? refusedPapers(error.fields) : [];
  if (papers.length > 0) return <PapersRefused papers={papers} />;
  const message = translate(error instanceof Error ? error : REQUEST_FAILED);
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

function CompanyQueue({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const [view, setView] = useState<'waiting' | 'verified' | 'suspended'>('waiting');
  return (
    <>
      <FilterButtons
        label={t`Companies to show`}
        className="mb-4 flex flex-wrap gap-2"
        value={view}
        onChange={setView}
        options={[
          { value: 'waiting', label: t`Waiting` },
          { value: 'verified', label: t`Verified` },
          { value: 'suspended', label: t`Suspended` },
        ]}
      />
      {view === 'waiting' ? (
        <WaitingCompanies onDone={onDone} />
      ) : (
        <CompaniesByStatus status={view} onDone={onDone} />
      )}
    </>
  );
}

function WaitingCompanies({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const companies = useCompanyQueue();
  return (
    <QueueList<AdminCompany>
      query={companies}
      loadingLabel={t`Loading the companies waiting for verification…`}
      empty={<Trans>No company is waiting for verification.</Trans>}
    >
      {(company) => (
        <CompanyFacts company={company}>
          <Decision queue="companies" id={company._id} name={company.travelsName} onDone={onDone} />
        </CompanyFacts>
      )}
    </QueueList>
  );
}

function CompaniesByStatus({ status, onDone }: { status: 'verified' | 'suspended'; onDone: Done }) {
  const { t } = useLingui();
  const companies = useVerifiedCompanies(status);
  return (
    <QueueList<AdminCompany>
      query={companies}
      loadingLabel={t`Loading the companies…`}
      empty={
        status === 'verified' ? (
          <Trans>No company is verified yet.</Trans>
        ) : (
          <Trans>No company is suspended.</Trans>
        )
      }
    >
      {(company) => (
        <CompanyFacts company={company} documentsOnRequest>
          <SuspensionButton company={company} onDone={onDone} />
        </CompanyFacts>
      )}
    </QueueList>
  );
}

function SuspensionButton({ company, onDone }: { company: AdminCompany; onDone: Done }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const suspension = useSuspension();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const name = company.travelsName;
  const move = company.status === 'suspended' ? 'restore' : 'suspend';

  const send = (reason: string) => {
    setFailure(null);
    suspension.mutate(
      { id: company._id, move, reason },
      {
        onSuccess: (answer) => {
          setAsking(false);
          onDone(translate(answer));
        },
        onError: setFailure,
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={
          move === 'suspend'
            ? 'btn-outline border-danger text-danger hover:bg-red-50'
            : 'btn-primary'
        }
        aria-label={move === 'suspend' ? t`Suspend ${name}` : t`Restore ${name}`}
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {move === 'suspend' ? <Trans>Suspend</Trans> : <Trans>Restore</Trans>}
      </button>
      {asking ? (
        <ReasonDialog
          title={move === 'suspend' ? t`Suspend ${name}` : t`Restore ${name}`}
          explanation={
            move === 'suspend' ? (
              <Trans>
                The company's cars leave the storefront at once. Its partner reads this reason.
              </Trans>
            ) : (
              <Trans>
                The company is verified again and its live cars return to the storefront. A reason
                you write is kept in the audit log.
              </Trans>
            )
          }
          confirmLabel={move === 'suspend' ? t`Suspend` : t`Restore`}
          reasonRequired={move === 'suspend'}
          danger={move === 'suspend'}
          pending={suspension.isPending}
          error={failure}
          onConfirm={send}
          onClose={() => {
            // Closing stops a suspension on its way: it is never sent, or answered, later.
            suspension.abandon();
            setAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}

function CarQueue({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const cars = useCarQueue();
  return (
    <QueueList<AdminCar>
      query={cars}
      loadingLabel={t`Loading the cars waiting for review…`}
      empty={<Trans>No car is waiting for review.</Trans>}
    >
      {(car) => {
        // Many cars share a model's name: the registration tells their buttons apart.
        const carName = car.registrationNumber
          ? `${car.carName} · ${car.registrationNumber}`
          : car.carName;
        return (
          <CarFacts car={car}>
            <Decision
              queue="cars"
              id={car._id}
              name={carName}
              rejectTitle={t`Send ${carName} back to its partner`}
              onDone={onDone}
            />
          </CarFacts>
        );
      }}
    </QueueList>
  );
}

function DriverQueue({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const drivers = useDriverQueue();
  return (
    <QueueList<AdminDriver>
      query={drivers}
      loadingLabel={t`Loading the drivers waiting for a check…`}
      empty={<Trans>No driver is waiting for a check.</Trans>}
    >
      {(driver) => (
        <DriverFacts driver={driver}>
          <Decision queue="drivers" id={driver._id} name={driver.name} onDone={onDone} />
        </DriverFacts>
      )}
    </QueueList>
  );
}

function DocumentQueue({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const documents = useDocumentQueue();
  return (
    <QueueList<AdminDocument>
      query={documents}
      loadingLabel={t`Loading the documents waiting for a check…`}
      empty={<Trans>No document is waiting for a check.</Trans>}
    >
      {(document) => (
        <DocumentFacts document={document}>
          {(name) => <Decision queue="documents" id={document._id} name={name} onDone={onDone} />}
        </DocumentFacts>
      )}
    </QueueList>
  );
}

function ExpiringDocuments() {
  const { t } = useLingui();
  const documents = useExpiringDocuments();
  return (
    <QueueList<AdminDocument>
      query={documents}
      loadingLabel={t`Loading the documents about to expire…`}
      empty={<Trans>No document expires within 30 days.</Trans>}
    >
      {(document) => <DocumentFacts document={document} showContact />}
    </QueueList>
  );
}
