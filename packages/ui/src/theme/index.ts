export { theme, tokens, mergeTheme, cssVarName, themeToCssVars } from './tokens';
export type { Theme, ThemeOverrides } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
