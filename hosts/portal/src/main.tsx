import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle, UiProvider } from '@school/ui';
import { App } from './App';
import { LanguageChoiceProvider } from './session/LanguageChoice';
import { SessionProvider } from './session/SessionProvider';
import { SessionQueryProvider } from './session/SessionQueryProvider';
import { preloadDashboard } from './routes/preload';

const root = createRoot(document.getElementById('root')!);
// The first render as a transition (decision 119): React renders it in slices of a few ms and lets
// the browser in between, instead of one long task that holds a phone's main thread (a dashboard's
// shell, page and data now arrive together, so they would render in one piece).
const render = () =>
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

// A dashboard URL renders once its routes and landing widget are loaded (decision 135): the first
// paint is then the page itself, where a "loading" text first would make React hold the page back
// 300 ms (its Suspense fallback throttle). The chunks download from the HTML's modulepreload links
// beside the entry, so the wait is about what the page needed anyway. Other URLs render at once.
const ready = preloadDashboard(window.location.pathname);
if (ready) void ready.then(render);
else render();
