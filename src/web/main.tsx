import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startI18n } from './lib/i18n/i18n';
import './styles.css';

// The first screen's messages arrive beside the page's own chunk; the app renders once they have.
void startI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
