import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle, UiProvider } from '@school/ui';
import { App } from './App';
import { LanguageChoiceProvider } from './session/LanguageChoice';
import { SessionProvider } from './session/SessionProvider';
import { SessionQueryProvider } from './session/SessionQueryProvider';
import { preloadDashboard } from './routes/preload';

preloadDashboard(window.location.pathname);

const root = createRoot(document.getElementById('root')!);
// The first render as a transition (decision 119): React renders it in slices of a few ms and lets
// the browser in between, instead of one long task that holds a phone's main thread (a dashboard's
// shell, page and data now arrive together, so they would render in one piece).
startTransition(() =>
  root.render(
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
  ),
);
