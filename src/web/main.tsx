import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initialLanguage, startI18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { preloadPage } from './routes';
import './styles.css';

const language = initialLanguage();
const queryClient = createQueryClient();

// The first screen's messages are asked for first: the app renders once they have arrived.
const started = startI18n(language);
// The page's own chunk, messages and first data come beside them, not after the first render.
preloadPage(window.location.pathname, language, queryClient);

void started.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
