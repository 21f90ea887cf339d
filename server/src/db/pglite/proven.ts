/**
 * The versions the PGlite layer (this folder) is proven on: it patches their private parts
 * (README.md). server/test/pglite-internals.test.ts fails when the installed or declared versions
 * differ, and checks that each relied-on internal is still there.
 */
export const PGLITE_PROVEN_ON = {
  '@electric-sql/pglite': '0.5.16',
  'drizzle-orm': '0.45.4',
} as const;
