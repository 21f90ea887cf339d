/**
 * How long a test may take whose work is to boot a database of its own (a fresh PGlite, its
 * migrations) or to run the TypeScript compiler: seconds on a quiet machine, but minutes on a
 * busy 2-core one, where CI's PostgreSQL run had five of them pass the default 30 s while the
 * rest of the suite passed. What such a test asserts is what it reads, never how fast.
 */
export const HEAVY_TEST_MS = 180_000;
