import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PartnerCompany } from '@shared/contracts/partner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { portalPaths } from '../portal-paths';
import { useCompany } from '../api';
import { PartnerLayout } from '../layout/partner-layout';
import { BuildingIcon } from './icons';
import { companyNotReady, Notice } from '../../components/console/page-parts';

interface CompanyPageFrameProps {
  /** The browser tab's title. */
  title: string;
  /** Read out while the company loads. */
  loadingLabel: string;
  /** The heading for an account without a company, when the page words it its own way. */
  noCompanyTitle?: string;
  /** What registering a company first leads to on this page. */
  noCompany?: ReactNode;
  /** The page itself, once the company is there. */
  children: (company: PartnerCompany) => ReactNode;
}

/**
 * A portal page about the partner's company (its fleet, drivers, leads…): the portal's frame,
 * the tab's title, the company loading or why it failed, and for an account without a company
 * the way to register one. The page renders once the company is there.
 */
export function CompanyPageFrame(props: CompanyPageFrameProps) {
  return (
    <PartnerLayout>
      <CompanyPageContent {...props} />
    </PartnerLayout>
  );
}

// Inside the layout: a signed-out visitor gets the layout's "log in" and no request for a company.
function CompanyPageContent({
  title,
  loadingLabel,
  noCompanyTitle,
  noCompany,
  children,
}: CompanyPageFrameProps) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const company = useCompany();

  if (!company.isSuccess) return companyNotReady(company, loadingLabel);
  if (company.data === null) {
    return (
      <Notice
        icon={<BuildingIcon />}
        title={noCompanyTitle ?? t`You have not registered a company yet`}
        actions={
          <Link to={portalPaths.join} className="btn-primary">
            <Trans>Register your company</Trans>
          </Link>
        }
      >
        {noCompany}
      </Notice>
    );
  }
  return children(company.data);
}
