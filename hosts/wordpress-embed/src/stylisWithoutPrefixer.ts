// styled-components, in the embed only, sees stylis without its vendor prefixer (vite.config.ts):
// styled-components adds prefixes only with `enableVendorPrefixes`, which the embed never sets
// (its browsers are ES2022 ones, which need none), yet its `import * as stylis` kept the
// prefixer's 3 KB table (about 1 KB gzip) on every page with a widget (decision 84).
export * from 'stylis';
/** Never called: styled-components reads it only when vendor prefixes are enabled. */
export const prefixer = undefined;
