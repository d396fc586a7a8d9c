import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageTitle } from '../../components/console/page-parts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpsLayout } from '../layout/ops-layout';
import { OPS_NAV } from '../layout/ops-nav';

/** The console's first page: every section, one card each, with what is done there. */
export function OverviewPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Operator console`);
  return (
    <OpsLayout>
      <PageTitle title={t`Operator console`} subtitle={<Trans>What needs the team today.</Trans>} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {OPS_NAV.filter((entry) => !entry.end).map(({ label, to, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="card flex h-full items-center gap-3 p-5 font-semibold text-brand-900 hover:ring-2 hover:ring-brand-200"
            >
              <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-50 text-xl text-brand-600">
                <Icon />
              </span>
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </OpsLayout>
  );
}
