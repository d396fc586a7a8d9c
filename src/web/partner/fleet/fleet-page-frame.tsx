import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PartnerCompany } from '@shared/contracts/partner';
import { CompanyPageFrame } from '../components/company-page-frame';

/** The frame of the fleet's pages (the list and a car's editor): cars need a company first. */
export function FleetPageFrame({
  title,
  children,
}: {
  title: string;
  children: (company: PartnerCompany) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <CompanyPageFrame
      title={title}
      loadingLabel={t`Loading your company…`}
      noCompanyTitle={t`Register your company first`}
      noCompany={
        <Trans>Cars are listed under a travel company: register yours, then add its cars.</Trans>
      }
    >
      {children}
    </CompanyPageFrame>
  );
}
