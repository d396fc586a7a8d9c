import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuIcon } from '../components/icons';
import { paths } from '../paths';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { MobileDrawer } from './mobile-drawer';
import { MAIN_NAV } from './nav-links';
import { ProfileMenu } from './profile-menu';

/** spec §2: the sticky top bar on every page: logo, menu entries and the account menu. */
export function TopBar() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation (a link, Back) closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.key;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-100 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={paths.home} aria-label={t`Saarthi home`} className="shrink-0 rounded-lg">
          <BrandLogo />
        </Link>

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
