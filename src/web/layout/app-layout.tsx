import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { HelpDesk } from './help-desk';
import { useLanguagePreferenceSync } from '../lib/i18n/language-preference';
import { LanguageInUrl } from './language-switch';
import { TopBar } from './top-bar';

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

// A full screen tall: the footer stays below the fold until the page arrives, instead of showing
// and then jumping down (a layout shift that cost every page its Lighthouse CLS,.
export function PageLoading() {
  return (
    <div className="container-page flex min-h-screen items-center justify-center" role="status">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">
        <Trans>Loading page…</Trans>
      </span>
    </div>
  );
}

/** Top bar, footer and the Help Desk button are on every page (docs/product/storefront.md#pages-and-routes). */
export function AppLayout() {
  useLanguagePreferenceSync();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <ScrollToTopOnNavigate />
      <LanguageInUrl />
      <TopBar />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <HelpDesk />
    </div>
  );
}
