import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Route, Routes } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { portalPaths } from './portal-paths';
import { CompanyPage } from './company/company-page';
import { BookingPage } from './bookings/booking-page';
import { BookingsPage } from './bookings/bookings-page';
import { BookingsCalendarPage } from './bookings/calendar-page';
import { AlertIcon } from './components/icons';
import { Notice } from '../components/console/page-parts';
import { DashboardPage } from './dashboard/dashboard-page';
import { DocumentsPage } from './documents/documents-page';
import { DriversPage } from './drivers/drivers-page';
import { EarningsPage } from './earnings/earnings-page';
import { CarEditorPage } from './fleet/car-editor-page';
import { FleetPage } from './fleet/fleet-page';
import { JoinPage } from './join/join-page';
import { PartnerLayout } from './layout/partner-layout';
import { LeadsPage } from './leads/leads-page';
import { ReviewsPage } from './reviews/reviews-page';

/**
 * The partner portal's pages under /partner, loaded as one lazy chunk: a partner moves between
 * them all day, so once the portal is open every section opens at once; and the storefront's
 * route table names one chunk for the whole portal rather than one (with its list of files) per
 * page, which its first screen would carry.
 */
export function PartnerArea() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="join" element={<JoinPage />} />
      <Route path="company" element={<CompanyPage />} />
      <Route path="fleet" element={<FleetPage />} />
      <Route path="fleet/new" element={<CarEditorPage />} />
      <Route path="fleet/:id" element={<CarEditorPage />} />
      <Route path="drivers" element={<DriversPage />} />
      <Route path="bookings" element={<BookingsPage />} />
      <Route path="bookings/calendar" element={<BookingsCalendarPage />} />
      <Route path="bookings/:id" element={<BookingPage />} />
      <Route path="leads" element={<LeadsPage />} />
      <Route path="reviews" element={<ReviewsPage />} />
      <Route path="documents" element={<DocumentsPage />} />
      <Route path="earnings" element={<EarningsPage />} />
      <Route path="*" element={<PortalPageNotFound />} />
    </Routes>
  );
}

/** An unknown /partner/… address: said within the portal, with the way back to its dashboard. */
function PortalPageNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <PartnerLayout>
      <Notice
        icon={<AlertIcon />}
        title={t`This page is not part of the partner portal`}
        actions={
          <Link to={portalPaths.home} className="btn-primary">
            <Trans>Open the dashboard</Trans>
          </Link>
        }
      >
        <Trans>The address may be mistyped, or the page has moved.</Trans>
      </Notice>
    </PartnerLayout>
  );
}
