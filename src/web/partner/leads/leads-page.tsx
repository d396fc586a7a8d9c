import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LEAD_STATUSES, type LeadStatus } from '@shared/partner-constants';
import type { PartnerCompany } from '@shared/contracts/partner';
import { CompanyPageFrame } from '../components/company-page-frame';
import { FilterButtons } from '../../components/console/filter-buttons';
import { InboxIcon } from '../components/icons';
import { ListSkeleton, LoadMore } from '../../components/console/list-parts';
import {
  CouldNotLoad,
  Notice,
  PageTitle,
  SuspendedNote,
} from '../../components/console/page-parts';
import { useLeads, type LeadFilter } from './api';
import { LEAD_STATUS_LABELS } from './labels';
import { LeadCard } from './lead-card';

const isLeadStatus = (value: string | null): value is LeadStatus =>
  (LEAD_STATUSES as readonly (string | null)[]).includes(value);

/** /partner/leads: the customers who asked for the company's contact, newest first. */
export function LeadsPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={t`Leads`}
      loadingLabel={t`Loading your leads…`}
      noCompany={
        <Trans>
          Register your travel company first; customers who ask for your contact appear here.
        </Trans>
      }
    >
      {(company) => <Leads company={company} />}
    </CompanyPageFrame>
  );
}

/** The clock the "2 hours ago" of each lead is measured by, moved on every minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Leads({ company }: { company: PartnerCompany }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  // The filter lives in the address, so a reload or a shared link opens the same inbox.
  const filter: LeadFilter = isLeadStatus(status) ? status : 'all';
  const leads = useLeads(filter);
  const now = useNow();
  const readOnly = company.status === 'suspended';

  function show(next: LeadFilter) {
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
  }

  return (
    <>
      <PageTitle
        title={t`Leads`}
        subtitle={t`Customers who asked for your contact on a car's page. Call or message them soon: a quick reply wins the booking.`}
      />
      <div className="space-y-5">
        {readOnly ? (
          <SuspendedNote>
            <Trans>
              Your company is suspended: you can see and call your leads, but not change their
              status until Saarthi restores your company.
            </Trans>
          </SuspendedNote>
        ) : null}
        <StatusFilter filter={filter} onShow={show} />
        <LeadList
          filter={filter}
          leads={leads}
          now={now}
          companyName={company.travelsName}
          readOnly={readOnly}
          onShowAll={() => show('all')}
        />
      </div>
    </>
  );
}

function StatusFilter({
  filter,
  onShow,
}: {
  filter: LeadFilter;
  onShow: (filter: LeadFilter) => void;
}) {
  const { t, i18n } = useLingui();
  const options: { value: LeadFilter; label: string }[] = [
    { value: 'all', label: t({ message: 'All', comment: 'Leads filter: every status' }) },
    ...LEAD_STATUSES.map((value) => ({ value, label: i18n._(LEAD_STATUS_LABELS[value]) })),
  ];
  return (
    <FilterButtons
      label={t`Show leads by status`}
      options={options}
      value={filter}
      onChange={onShow}
      // One row that scrolls sideways on a narrow phone rather than wrap into a block of chips.
      className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0"
    />
  );
}

function LeadList({
  filter,
  leads,
  now,
  companyName,
  readOnly,
  onShowAll,
}: {
  filter: LeadFilter;
  leads: ReturnType<typeof useLeads>;
  now: number;
  companyName: string;
  readOnly: boolean;
  onShowAll: () => void;
}) {
  const { t, i18n } = useLingui();

  if (leads.isPending) {
    return <ListSkeleton label={<Trans>Loading your leads…</Trans>} cardHeight="h-44" />;
  }
  // A failed first page; a failed "Load more" keeps the leads already shown (below).
  if (!leads.data) return <CouldNotLoad query={leads} title={t`We could not load your leads`} />;

  const list = leads.data.pages.flatMap((page) => page.leads);
  if (list.length === 0) {
    if (filter !== 'all') {
      const status = i18n._(LEAD_STATUS_LABELS[filter]);
      return (
        <Notice
          icon={<InboxIcon />}
          title={t`No leads with the status “${status}”`}
          actions={
            <button type="button" className="btn-outline" onClick={onShowAll}>
              <Trans>Show all leads</Trans>
            </button>
          }
        />
      );
    }
    return (
      <Notice icon={<InboxIcon />} title={t`No leads yet`}>
        <Trans>
          When a customer asks for your contact on one of your cars, they appear here with their
          name and phone number, ready to call.
        </Trans>
      </Notice>
    );
  }

  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={t`Leads, newest first`}>
        {list.map((lead) => (
          <li key={lead._id}>
            <LeadCard lead={lead} now={now} companyName={companyName} readOnly={readOnly} />
          </li>
        ))}
      </ul>
      <LoadMore
        query={leads}
        label={<Trans>Load more leads</Trans>}
        failed={(moreFailed) => <Trans>More leads could not be loaded: {moreFailed}</Trans>}
      />
    </div>
  );
}
