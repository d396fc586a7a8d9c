import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  RestoreBodySchema,
  SuspendBodySchema,
  type AdminCompany,
} from '@shared/contracts/verification';
import { FilterButtons } from '../../components/console/filter-buttons';
import { ReasonDialog } from '../components/reason-dialog';
import { useCompanyQueue, useSuspension, useVerifiedCompanies } from './api';
import { CompanyFacts } from './record-facts';

import { Decision, type Done, useAskedMove } from './queue-parts';
import { CardList } from '../../components/console/list-parts';

// The companies' queue: those waiting for a check, and the verified or suspended ones an operator
// may suspend or restore.

export function CompanyQueue({ onDone }: { onDone: Done }) {
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
    <CardList<AdminCompany>
      query={companies}
      loadingLabel={t`Loading the companies waiting for verification…`}
      empty={<Trans>No company is waiting for verification.</Trans>}
    >
      {(company) => (
        <CompanyFacts company={company}>
          <Decision queue="companies" id={company._id} name={company.travelsName} onDone={onDone} />
        </CompanyFacts>
      )}
    </CardList>
  );
}

function CompaniesByStatus({ status, onDone }: { status: 'verified' | 'suspended'; onDone: Done }) {
  const { t } = useLingui();
  const companies = useVerifiedCompanies(status);
  return (
    <CardList<AdminCompany>
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
    </CardList>
  );
}

function SuspensionButton({ company, onDone }: { company: AdminCompany; onDone: Done }) {
  const { t } = useLingui();
  const suspension = useSuspension();
  const { asking, setAsking, failure, send, ask } = useAskedMove(suspension.mutate, onDone);
  const name = company.travelsName;
  const move = company.status === 'suspended' ? 'restore' : 'suspend';

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
        onClick={ask}
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
          schema={move === 'suspend' ? SuspendBodySchema : RestoreBodySchema}
          reasonRequired={move === 'suspend'}
          danger={move === 'suspend'}
          pending={suspension.isPending}
          error={failure}
          onConfirm={(reason) => send({ id: company._id, move, reason })}
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
