import { createGlobalStyle } from 'styled-components';
import { theme as defaultTheme, themeToCssVars, tokens, type Theme } from './tokens';

// `:where()` has zero specificity, so any host rule such as
// `:root { --school-color-primary: teal }` or `school-news { … }` wins.
// `:host` makes the same declarations work inside a shadow root (WordPress embed).
const declarations = (t: Theme) =>
  themeToCssVars(t)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');

/** Emits the theme tokens as CSS custom properties and a minimal reset. */
export const GlobalStyle = createGlobalStyle`
  :where(:root, :host) {
    ${({ theme }) => declarations((theme as Theme)?.color ? (theme as Theme) : defaultTheme)}
  }
  :where(:root, :host) {
    font-family: ${tokens.font.family};
    font-size: ${tokens.font.sizeMd};
    color: ${tokens.color.text};
    background: ${tokens.color.background};
    line-height: 1.5;
  }
  :where(*, *::before, *::after) { box-sizing: border-box; }
  :where(body) { margin: 0; }
  :where(button, input, select, textarea) { font: inherit; color: inherit; }
  @media (prefers-reduced-motion: reduce) {
    :where(*, *::before, *::after) { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
