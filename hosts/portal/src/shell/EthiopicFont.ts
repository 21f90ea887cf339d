import { createGlobalStyle } from 'styled-components';
import ethiopicWoff2 from '@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2?url';
import amharicWordWoff2 from './fonts/noto-sans-ethiopic-amharic-word.woff2?url&no-inline';

/**
 * The Ethiopic web font (issue 19): Noto Sans Ethiopic, variable weight, woff2 (OFL). Only its
 * Ethiopic subset is declared, with the script's unicode-range, so a browser downloads it only for
 * a page that shows Ethiopic text (an English-only page never does) and Amharic renders on a phone
 * that has no Ethiopic font. The family sits at the end of the theme's font stack (@school/ui
 * tokens), after the system fonts, which keep every Latin letter.
 *
 * The language switch names Amharic in its own script (አማርኛ) on every page. So that an English
 * page does not fetch the whole face for that word, a 2.5 KB subset with its four letters
 * (U+121B ማ, U+122D ር, U+129B ኛ, U+12A0 አ; made with fontTools' pyftsubset from the same file)
 * is declared last: for those four letters the browser takes it (the last face whose range
 * matches wins), for every other Ethiopic letter the whole face. The subset is a file of its own
 * (`no-inline`): inlined as a data URL under Vite's 4 KB limit it was 3.1 KB gzip of /home's
 * first JavaScript chunk, parsed before anything showed (decision 99).
 */
export const EthiopicFont = createGlobalStyle`
  @font-face {
    font-family: 'Noto Sans Ethiopic Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${ethiopicWoff2}) format('woff2-variations');
    unicode-range: U+030E, U+1200-1399, U+2D80-2DDE, U+AB01-AB2E, U+1E7E0-1E7E6, U+1E7E8-1E7EB, U+1E7ED-1E7EE, U+1E7F0-1E7FE;
  }
  @font-face {
    font-family: 'Noto Sans Ethiopic Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${amharicWordWoff2}) format('woff2-variations');
    unicode-range: U+121B, U+122D, U+129B, U+12A0;
  }
`;
