import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { initialLanguage, startI18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { AppRoutes, preloadPage } from './routes';
import { takeOverServedPage } from './served-page';
import './styles.css';

const language = initialLanguage();
const queryClient = createQueryClient();
// A page the server rendered carries its data: the browser starts from it rather than asking again.
const served = takeOverServedPage(language, queryClient);

// The first screen's messages are asked for first: the app renders once they have arrived.
const started = startI18n(language);
// The page's own chunk, messages and first data come beside them, not after the first render.
void preloadPage(window.location.pathname, language, queryClient);

void started.finally(() => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  // The server's HTML is taken over as it is when it was written in the reader's language;
  // otherwise (a reader who chose Telugu opens an address without `?lang=`) it is drawn anew.
  if (served) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // From here React answers clicks on the page, replaying those on parts still being taken over.
  document.documentElement.dataset.app = 'started';
});
