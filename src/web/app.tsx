import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toasts } from './layout/toasts';
import { i18n } from './lib/i18n/i18n';
import { AppRoutes } from './routes';

/**
 * The whole web app. Its query client is made before it (main.tsx), so the first page's data can
 * start early.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toasts />
      </QueryClientProvider>
    </I18nProvider>
  );
}
