import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { HelpDesk } from './help-desk';
import { useLanguagePreferenceSync } from '../lib/i18n/language-preference';
import { FrameStart } from './page-frame';
import { TopBar } from './top-bar';

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
      <FrameStart />
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
