import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle, UiProvider } from '@school/ui';
import { App } from './App';
import { LanguageChoiceProvider } from './session/LanguageChoice';
import { SessionProvider } from './session/SessionProvider';
import { SessionQueryProvider } from './session/SessionQueryProvider';
import { preloadDashboard } from './routes/preload';

preloadDashboard(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider>
      <GlobalStyle />
      <SessionProvider>
        <SessionQueryProvider>
          <LanguageChoiceProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </LanguageChoiceProvider>
        </SessionQueryProvider>
      </SessionProvider>
    </UiProvider>
  </StrictMode>,
);
