import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { PartnerCompany } from '@shared/contracts/partner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { useCompany } from '../api';
import { PartnerLayout } from '../layout/partner-layout';
import { BuildingIcon } from '../components/icons';
import { companyNotReady, Notice, PageTitle } from '../components/page-parts';
import { StatusBadge, StatusCard } from '../components/status-card';
import { CompanyForm } from './company-form';

/** /partner/company: the company's details, edited with PUT /api/partner/company. */
export function CompanyPage() {
  return (
    <PartnerLayout>
      <CompanyProfileContent />
    </PartnerLayout>
  );
}

function CompanyProfileContent() {
  const { t } = useLingui();
  useDocumentTitle(t`Company profile`);
  const company = useCompany();

  if (!company.isSuccess) return companyNotReady(company, t`Loading your company…`);
  if (company.data === null) {
    return (
      <Notice
        icon={<BuildingIcon />}
        title={t`You have not registered a company yet`}
        actions={
          <Link to={paths.partner.join} className="btn-primary">
            <Trans>Register your company</Trans>
          </Link>
        }
      />
    );
  }
  // Keyed by status: a company that changes status (resubmitted, suspended meanwhile) gets a
  // fresh form with the details as they now stand.
  return <CompanyEditor key={company.data.status} company={company.data} />;
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
            navigate(paths.partner.home);
          } else {
            toast.success(t`Your company details are saved.`);
          }
        }}
      />
    </div>
  );
}
