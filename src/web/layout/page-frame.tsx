import { Trans } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LogoutIcon } from '../components/icons';
import { useLogout } from '../lib/session';
import { paths } from '../paths';
import { BrandHomeLink } from './brand-logo';
import { LanguageInUrl, LanguageSwitch } from './language-switch';

// What every area's frame (the storefront, the partner portal, the operators' console) starts
// with and ends its top bar with, so a keyboard, a language link and a logout work alike in each.

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

/**
 * The start of a frame: the link that skips to the page's content, a new page opening at its top,
 * and the language a link asked for (`?lang=`).
 */
export function FrameStart() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <ScrollToTopOnNavigate />
      <LanguageInUrl />
    </>
  );
}

/**
 * Logging out of an area: the session ends, the area's cached answers go (whoever uses this
 * device next must not see them), and the login page opens.
 */
export function useAreaLogout(areaKey: QueryKey) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const endSession = useLogout();
  return () => {
    void endSession();
    queryClient.removeQueries({ queryKey: areaKey });
    navigate(paths.user);
  };
}

const exitClass =
  'grid h-10 w-10 place-items-center rounded-full text-lg md:flex md:w-auto md:gap-1.5 md:px-3 md:text-sm md:font-semibold';

/** The way out of a working area, at the end of its top bar: to the storefront, and logout. */
export function AreaExits({
  siteIcon,
  signedIn,
  onLogout,
}: {
  /** The storefront's icon, as the area draws it. */
  siteIcon: ReactNode;
  signedIn: boolean;
  onLogout: () => void;
}) {
  return (
    <>
      <Link to={paths.home} className={`${exitClass} text-brand-700 hover:bg-brand-50`}>
        {siteIcon}
        <span className="sr-only md:not-sr-only">
          <Trans>Saarthi site</Trans>
        </span>
      </Link>
      {signedIn ? (
        <button
          type="button"
          onClick={onLogout}
          className={`${exitClass} text-slate-600 hover:bg-red-50 hover:text-danger`}
        >
          <LogoutIcon className="md:text-base" />
          <span className="sr-only md:not-sr-only">
            <Trans>Logout</Trans>
          </span>
        </button>
      ) : null}
    </>
  );
}

/**
 * A working area's top bar (the partner portal, the operators' console): the logo with the
 * area's badge, leading to the area's home; then `account` (who is signed in), the language, the
 * way back to the site and logout; `children` below, the area's sections.
 */
export function AreaTopBar({
  home,
  badge,
  borderClassName,
  rowClassName,
  account,
  siteIcon,
  signedIn,
  onLogout,
  children,
}: {
  home: string;
  badge: { text: string; className: string };
  borderClassName: string;
  /** The bar's row: its width and padding, as the area's pages are laid out. */
  rowClassName: string;
  account?: ReactNode;
  siteIcon: ReactNode;
  signedIn: boolean;
  onLogout: () => void;
  children?: ReactNode;
}) {
  return (
    <header
      className={`sticky top-0 z-40 border-b ${borderClassName} bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85`}
    >
      <div className={`flex h-16 items-center justify-between gap-2 ${rowClassName}`}>
        <BrandHomeLink
          to={home}
          className="flex min-w-0 shrink-0 items-center gap-1.5 rounded-lg sm:gap-2"
          wordOnNarrowPhones={false}
          badge={badge}
        />
        <div className="flex items-center gap-0 sm:gap-2">
          {account}
          <LanguageSwitch />
          <AreaExits siteIcon={siteIcon} signedIn={signedIn} onLogout={onLogout} />
        </div>
      </div>
      {children}
    </header>
  );
}
