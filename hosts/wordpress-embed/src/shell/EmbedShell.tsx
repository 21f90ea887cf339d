import { useMemo, useState, type ReactNode } from 'react';
import styled, { StyleSheetManager, createGlobalStyle } from 'styled-components';
import { createApiClient, type ApiClient } from '@school/api';
import { ToastProvider, UiProvider, uiMessagesAm } from '@school/ui';
import { SchoolIntlProvider } from '@school/widgets/i18n';
import { SchoolQueryProvider } from '@school/widgets/query';
import { queryClientFor } from './queryClients';
import { pageLanguage, readApiBase } from './attributes';

/** The attributes every school element understands (r2wc maps `apiBase` to `api-base`). */
export interface EmbedElementProps {
  /** The shadow root r2wc renders into (`shadow: 'open'`). */
  container?: ShadowRoot;
  /** The school API, e.g. `https://school.example/api`. @default '/api' */
  apiBase?: string;
  /** The language asked for (`en` or `am`); the page's elements share one, see pageLanguage. @default the page's */
  lang?: string;
}

export interface EmbedShellProps extends EmbedElementProps {
  /** The widget, given the element's API client. */
  children: (api: ApiClient) => ReactNode;
}

/**
 * Everything a widget needs inside a shadow root:
 * - styled-components writes its `<style>` tags into the shadow root [1];
 * - UiProvider emits the `--school-*` tokens on `:host`, so `school-news { --school-color-primary: teal }`
 *   on the host page wins (outer-tree declarations beat `:host` ones [2]);
 * - dialogs are portalled into a node inside the shadow root, where those styles apply;
 * - one `ApiClient` per element, rebuilt only when `api-base` changes;
 * - the query layer's client, shared by every element of the page that talks to the same API, so
 *   `<school-news>` and `<school-gallery>` reuse each other's reads; and the toasts of the writes.
 *
 * [1] The target is the shadow root, never an element React renders into: on its first commit
 *     React empties an element container (`textContent = ''`), which would drop the styles.
 * [2] CSS Scoping: for normal declarations the outer tree's rule wins over `:host`.
 */
export function EmbedShell({ container, apiBase, lang, children }: EmbedShellProps) {
  const baseURL = readApiBase(apiBase);
  // One language for the page's elements (pageLanguage: a scan of the page, once per element and
  // lang, not at every render); Amharic texts load only when asked for. The server answers in it.
  const language = useMemo(() => pageLanguage(lang), [lang]);
  const api = useMemo(() => createApiClient({ baseURL, getLanguage: () => language }), [baseURL, language]);
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  return (
    <StyleSheetManager target={container}>
      <UiProvider portalContainer={portal} messages={language === 'am' ? uiMessagesAm : undefined}>
        <SchoolQueryProvider client={queryClientFor(baseURL)}>
          <ToastProvider>
            <HostStyle />
            <Root lang={language} data-embed="root">
              {/* Each element in its own language: providers side by side keep their own (decision 265). */}
              <SchoolIntlProvider language={language}>{children(api)}</SchoolIntlProvider>
            </Root>
            <div data-embed="portal" ref={setPortal} />
          </ToastProvider>
        </SchoolQueryProvider>
      </UiProvider>
    </StyleSheetManager>
  );
}

// Custom elements are inline by default; a widget is a block of the page.
const HostStyle = createGlobalStyle`
  :host { display: block; }
  :host([hidden]) { display: none; }
`;

const Root = styled.div`
  display: block;
`;
