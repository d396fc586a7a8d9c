import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { PartnerCompany } from '@shared/contracts/partner';
import { portalPaths } from '../portal-paths';
import { CompanyPageFrame } from '../components/company-page-frame';
import { PageTitle } from '../../components/console/page-parts';
import { StatusBadge, StatusCard } from '../components/status-card';
import { DocumentsPanel } from '../documents/documents-panel';
import { CompanyForm } from './company-form';

/** /partner/company: the company's details, edited with PUT /api/partner/company. */
export function CompanyPage() {
  const { t } = useLingui();
  return (
    <CompanyPageFrame title={t`Company profile`} loadingLabel={t`Loading your company…`}>
      {(company) => (
        // Keyed by status: a company that changes status (resubmitted, suspended meanwhile) gets
        // a fresh form with the details as they now stand.
        <CompanyEditor key={company.status} company={company} />
      )}
    </CompanyPageFrame>
  );
}

function CompanyEditor({ company }: { company: PartnerCompany }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { status } = company;
  const suspended = status === 'suspended';
  const rejected = status === 'rejected';

  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle
        title={t`Company profile`}
        subtitle={
          suspended
            ? t`Your details are shown as Saarthi has them; they cannot be changed while your company is suspended.`
            : t`What customers and Saarthi know about your company.`
        }
      >
        <StatusBadge status={status} />
      </PageTitle>
      {/* Why a rejected or suspended company is so, above the details it is about. */}
      {rejected || suspended ? (
        <div className="mb-5">
          <StatusCard company={company} compact />
        </div>
      ) : null}
      <CompanyForm
        mode="edit"
        company={company}
        readOnly={suspended}
        submitLabel={rejected ? t`Save and resubmit` : t`Save changes`}
        sendingLabel={t`Saving…`}
        onSaved={(saved) => {
          if (rejected && saved.status === 'pending') {
            // The server sends a corrected company back to the operators (pending again).
            toast.success(t`Saved and sent for verification again.`);
            navigate(portalPaths.home);
          } else if (status === 'verified' && saved.status === 'pending') {
            // A new legal name or GSTIN is a new business to Saarthi: verified again first.
            toast.info(
              t`Saved. Your legal name or GSTIN changed, so Saarthi verifies your company again; your cars are hidden until then.`,
            );
            navigate(portalPaths.home);
          } else {
            toast.success(t`Your company details are saved.`);
          }
        }}
      />
      {/* The GST certificate: what Saarthi checks the details above against. */}
      <div className="mt-8">
        <DocumentsPanel subject="company" />
      </div>
    </div>
  );
}
