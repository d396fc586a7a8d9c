import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { portalPaths } from '../portal-paths';
import { useCompany } from '../api';
import { PartnerLayout } from '../layout/partner-layout';
import { CompanyForm } from '../company/company-form';
import { companyNotReady, PageTitle } from '../../components/console/page-parts';

const STEPS: readonly MessageDescriptor[] = [
  msg`Fill in your company's details`,
  msg`Saarthi checks and verifies them`,
  msg`Customers find your cars and call you`,
];

/**
 * /partner/join: a signed-in customer registers a travel company (POST /api/partner/company) and
 * becomes its partner. An account that has a company already is sent to its dashboard.
 */
export function JoinPage() {
  return (
    <PartnerLayout>
      <JoinContent />
    </PartnerLayout>
  );
}

function JoinContent() {
  const { t } = useLingui();
  useDocumentTitle(t`Register your travel company`);
  const company = useCompany();
  const navigate = useNavigate();

  if (!company.isSuccess) return companyNotReady(company, t`Loading…`);
  if (company.data) return <Navigate to={portalPaths.home} replace />;

  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle
        title={t`Register your travel company`}
        subtitle={t`List your cars with drivers on Saarthi. It takes about five minutes.`}
      />
      <Steps />
      <CompanyForm
        mode="register"
        submitLabel={t`Register company`}
        sendingLabel={t`Registering…`}
        onSaved={() => {
          toast.success(t`Your company is registered. We will verify it soon.`);
          navigate(portalPaths.home);
        }}
      />
    </div>
  );
}

function Steps() {
  const { t, i18n } = useLingui();
  return (
    <ol
      aria-label={t`How it works`}
      className="mb-6 grid gap-3 rounded-card bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 p-5 text-white sm:grid-cols-3 sm:p-6"
    >
      {STEPS.map((step, index) => (
        <li key={step.id} className="flex items-center gap-3 sm:flex-col sm:items-start">
          <span
            className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-accent-400 text-sm font-bold text-brand-900"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span className="text-sm font-medium text-brand-50">{i18n._(step)}</span>
        </li>
      ))}
    </ol>
  );
}
