import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { uiMessages, type UiMessages } from '../messages';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { ThemeOverrides } from '../theme/tokens';

interface UiContextValue {
  messages: UiMessages;
  portalContainer: HTMLElement | null;
}

// Unlike the strict contexts (toasts), this one has a sensible default: a
// component rendered without <UiProvider> still shows the default texts, so
// widgets stay usable in isolation.
const UiContext = createContext<UiContextValue>({ messages: uiMessages, portalContainer: null });

export interface UiProviderProps {
  /** Partial theme token overrides. @default undefined */
  theme?: ThemeOverrides;
  /** Partial overrides of the UI message catalogue (`uiMessages`). @default undefined */
  messages?: Partial<UiMessages>;
  /** Default portal container for dialogs, e.g. a shadow root's inner element. @default null (document.body) */
  portalContainer?: HTMLElement | null;
  /** Render `GlobalStyle` (tokens as CSS custom properties + reset). @default true */
  globalStyle?: boolean;
  /** The app. */
  children?: ReactNode;
}

/**
 * The one provider a host needs: theme (with overrides), GlobalStyle,
 * message catalogue overrides and the default portal container.
 */
export function UiProvider({ theme, messages, portalContainer = null, globalStyle = true, children }: UiProviderProps) {
  const value = useMemo(() => ({ messages: { ...uiMessages, ...messages }, portalContainer }), [messages, portalContainer]);
  return (
    <ThemeProvider theme={theme}>
      {globalStyle ? <GlobalStyle /> : null}
      <UiContext.Provider value={value}>{children}</UiContext.Provider>
    </ThemeProvider>
  );
}

/** The active UI message catalogue (defaults when there is no UiProvider). */
export function useUiMessages(): UiMessages {
  return useContext(UiContext).messages;
}

/** The provider's default portal container, or null for document.body. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(UiContext).portalContainer;
}
