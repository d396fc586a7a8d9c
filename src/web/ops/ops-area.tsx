import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Route, Routes } from 'react-router';
import { Notice } from '../components/console/page-parts';
import { useDocumentTitle } from '../lib/use-document-title';
import { AlertIcon } from './components/icons';
import { OpsLayout } from './layout/ops-layout';
import { AuditPage } from './audit/audit-page';
import { MetricsPage } from './metrics/metrics-page';
import { opsPaths } from './ops-paths';
import { BookingPage } from './bookings/booking-page';
import { BookingsPage } from './bookings/bookings-page';
import { ContentPage } from './content/content-page';
import { OverviewPage } from './overview/overview-page';
import { RoutesPage } from './routes/routes-page';
import { StatementsPage } from './statements/statements-page';
import { PromotionsPage } from './promotions/promotions-page';
import { UsersPage } from './users/users-page';
import { VerificationPage } from './verification/verification-page';
import { ModerationPage } from './moderation/moderation-page';

/**
 * The operator console's pages under /ops, loaded as one lazy chunk (as the partner portal is):
 * nothing of it reaches the storefront's bundle, and an operator moving between sections waits
 * for nothing.
 */
export function OpsArea() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="verification" element={<VerificationPage />} />
      <Route path="moderation" element={<ModerationPage />} />
      <Route path="content" element={<ContentPage />} />
      <Route path="bookings" element={<BookingsPage />} />
      <Route path="bookings/:id" element={<BookingPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="routes" element={<RoutesPage />} />
      <Route path="statements" element={<StatementsPage />} />
      <Route path="offers" element={<PromotionsPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="metrics" element={<MetricsPage />} />
      <Route path="*" element={<ConsolePageNotFound />} />
    </Routes>
  );
}

/** An unknown /ops/… address: said within the console, with the way back to its overview. */
function ConsolePageNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <OpsLayout>
      <Notice
        icon={<AlertIcon />}
        title={t`This page is not part of the operator console`}
        actions={
          <Link to={opsPaths.home} className="btn-primary">
            <Trans>Open the overview</Trans>
          </Link>
        }
      />
    </OpsLayout>
  );
}
