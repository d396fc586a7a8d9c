import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ChevronRightIcon, LoginIcon, LogoutIcon, PhoneIcon, XIcon } from '../components/icons';
import { Dialog } from '../components/dialog';
import { useLogout } from '../lib/session';
import { useSiteConfig, telHref } from '../lib/site';
import { useAuth } from '../lib/use-auth';
import { paths } from '../paths';
import { BrandHomeLink } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { MAIN_NAV, accountNav } from './nav-links';

const rowClass =
  'flex items-center justify-between rounded-xl px-4 py-3 text-base font-semibold transition-colors';

/**
 * docs/product/storefront.md#pages-and-routes: the mobile side drawer with the same entries as the top bar and the profile menu.
 * A modal dialog (components/dialog.tsx): focus stays inside, Escape or the backdrop closes it,
 * focus goes back after. It is for phones: a window grown past them closes it, as the top bar's
 * own links are back.
 */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { isSignedIn, role } = useAuth();
  const { supportPhone } = useSiteConfig();
  const navigate = useNavigate();
  const endSession = useLogout();
  const closeWhenWide = useEffectEvent(onClose);
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 48rem)');
    const onChange = () => {
      if (wide.matches) closeWhenWide();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  function logout() {
    void endSession();
    onClose();
    navigate(paths.user);
  }

  return (
    <Dialog
      label={t`Menu`}
      onClose={onClose}
      className="my-0 mr-0 ml-auto h-full max-h-none w-[85%] max-w-sm bg-white p-0 shadow-2xl transition-transform duration-300 ease-out backdrop:bg-brand-900/50 backdrop:transition-opacity backdrop:duration-300 starting:translate-x-full starting:backdrop:opacity-0"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <BrandHomeLink to={paths.home} onClick={onClose} className="rounded-lg" />
          <button
            type="button"
            onClick={onClose}
            data-autofocus
            aria-label={t`Close menu`}
            className="grid h-10 w-10 place-items-center rounded-full text-2xl text-brand-900 hover:bg-brand-50"
          >
            <XIcon />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto px-3 py-4">
          <LanguageSwitch className="mb-4 px-1" />
          <nav aria-label={t`Main`}>
            <ul className="space-y-1">
              {MAIN_NAV.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    end
                    onClick={onClose}
                    className={({ isActive }) =>
                      `${rowClass} ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-slate-50'}`
                    }
                  >
                    {i18n._(entry.label)}
                    <ChevronRightIcon className="text-muted" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <p className="mt-6 px-4 text-xs font-semibold uppercase tracking-wider text-muted">
            <Trans>Account</Trans>
          </p>
          <ul className="mt-2 space-y-1">
            {accountNav(isSignedIn, role).map(({ Icon, ...entry }) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end
                  onClick={onClose}
                  className={({ isActive }) =>
                    `${rowClass} justify-start gap-3 ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-slate-50'}`
                  }
                >
                  <Icon className="text-xl text-brand-600" />
                  {i18n._(entry.label)}
                </NavLink>
              </li>
            ))}
            <li>
              {isSignedIn ? (
                <button
                  type="button"
                  onClick={logout}
                  className={`${rowClass} w-full justify-start gap-3 text-danger hover:bg-red-50`}
                >
                  <LogoutIcon className="text-xl" />
                  <Trans>Logout</Trans>
                </button>
              ) : (
                <NavLink
                  to={paths.user}
                  end
                  onClick={onClose}
                  className={`${rowClass} justify-start gap-3 text-ink hover:bg-slate-50`}
                >
                  <LoginIcon className="text-xl text-brand-600" />
                  <Trans>Login</Trans>
                </NavLink>
              )}
            </li>
          </ul>
        </div>

        <div className="border-t border-slate-100 p-4">
          <a href={telHref(supportPhone)} className="btn-primary w-full">
            <PhoneIcon />
            <Trans>Call {supportPhone}</Trans>
          </a>
          <p className="mt-2 text-center text-xs text-muted">
            <Trans>Book a car with a driver by phone</Trans>
          </p>
        </div>
      </div>
    </Dialog>
  );
}
