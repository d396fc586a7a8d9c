import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from './layout/toasts';
import { i18n } from './lib/i18n/i18n';

/**
 * The whole web app around its router: the browser's (main.tsx) or, when the server renders a
 * page, a router fixed at the page's address (entry-server.tsx). The same tree in both, so the
 * browser takes over the server's HTML as it is. Its query client is made before it, so the first
 * page's data can start early (or arrive with the page from the server).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </I18nProvider>
  );
}
