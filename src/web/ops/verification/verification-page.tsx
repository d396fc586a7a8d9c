import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminDocument } from '@shared/contracts/verification';
import { FilterButtons } from '../../components/console/filter-buttons';
import { PageTitle } from '../../components/console/page-parts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpsLayout } from '../layout/ops-layout';
import {
  QUEUES,
  useCarQueue,
  useCompanyQueue,
  useDocumentQueue,
  useDriverQueue,
  useExpiringDocuments,
  type Queue,
} from './api';
import { DocumentFacts } from './record-facts';

import { CompanyQueue } from './company-queue';
import { CarQueue, DocumentQueue, DriverQueue } from './record-queues';
import { CardList } from '../../components/console/list-parts';

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
 * /ops/verification: what partners submitted and waits for Saarthi (docs/product/marketplace.md#marketplace "Operator
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

function ExpiringDocuments() {
  const { t } = useLingui();
  const documents = useExpiringDocuments();
  return (
    <CardList<AdminDocument>
      query={documents}
      loadingLabel={t`Loading the documents about to expire…`}
      empty={<Trans>No document expires within 30 days.</Trans>}
    >
      {(document) => <DocumentFacts document={document} showContact />}
    </CardList>
  );
}
