import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { mergeTheme, theme as defaultTheme, type ThemeOverrides } from './tokens';

export interface ThemeProviderProps {
  /** Partial token overrides merged over the default theme. @default undefined */
  theme?: ThemeOverrides;
  /** The themed tree. */
  children?: ReactNode;
}

/** Provides the (optionally overridden) theme to styled-components. */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const merged = useMemo(() => mergeTheme(defaultTheme, theme), [theme]);
  return <StyledThemeProvider theme={merged}>{children}</StyledThemeProvider>;
}
