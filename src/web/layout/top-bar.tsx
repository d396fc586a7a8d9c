import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MenuIcon } from '../components/icons';
import { loadArea } from '../lib/i18n/i18n';
import { useAuth } from '../lib/use-auth';
import { paths } from '../paths';
import { BrandHomeLink } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { MobileDrawer } from './mobile-drawer';
import { MAIN_NAV } from './nav-links';
import { ProfileMenu } from './profile-menu';

// docs/product/trips-and-money.md#bookings: the notifications of a signed-in reader about their own
// trips (a partner's about the company are in the portal's bell), with the bookings' messages.
// Loaded only once someone is signed in, so the first screen carries none of it.
const NotificationBell = lazy(() =>
  Promise.all([import('../components/booking/notification-bell'), loadArea('bookings')]).then(
    ([module]) => ({ default: module.TripsBell }),
  ),
);

/** docs/product/storefront.md#pages-and-routes: the sticky top bar on every page: logo, menu entries and the account menu. */
export function TopBar() {
  const { t, i18n } = useLingui();
  const { isSignedIn } = useAuth();
  const location = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation (a link, Back) closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.key;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-100 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <BrandHomeLink to={paths.home} />

        <nav aria-label={t`Main`} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {MAIN_NAV.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end
                  className={({ isActive }) =>
                    `relative block rounded-full px-3 py-2 text-sm font-semibold tracking-wide transition-colors lg:px-4 ${
                      isActive
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-slate-600 hover:bg-slate-50 hover:text-brand-700'
                    }`
                  }
                >
                  {i18n._(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {isSignedIn ? (
            // The bell's place is kept while it loads, so the bar does not shift.
            <Suspense fallback={<span className="h-10 w-10" aria-hidden="true" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <div className="hidden md:block">
            <ProfileMenu />
          </div>
          <button
            type="button"
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpenAt(location.key)}
            className="grid h-10 w-10 place-items-center rounded-full text-2xl text-brand-900 hover:bg-brand-50 md:hidden"
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {drawerOpen ? <MobileDrawer onClose={() => setDrawerOpenAt(null)} /> : null}
    </header>
  );
}
