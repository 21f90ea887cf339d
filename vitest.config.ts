import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { aliases } from './scripts/aliases.ts';

// One config, one project per part of the monorepo; every package resolves the others from source.
const browserLike = (name: string, dir: string, { isolate = false } = {}) => ({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    name,
    root: dir,
    environment: 'jsdom',
    globals: true,
    setupFiles: [new URL('./scripts/vitest.setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Worker threads start a test file faster than child processes (jsdom and imports): the unit
    // phase takes about 220 s instead of about 320 s on our two cores.
    pool: 'threads',
    // A worker keeps its modules between test files (docs/decisions/0038-the-test-runs-length-on-our-machines.md): the unit phase takes
    // about 120 s instead of about 390 s on our two cores. Every test renders into a fresh
    // container and its query client and fakes are its own, so nothing carries over; the embed
    // keeps isolation (its custom-element registry and loader state are the page's, per file).
    isolate,
    // A test is a sequence of awaited steps; on a loaded two-core machine (stress-ng beside the
    // suite, issue 7) a dialog flow takes well over vitest's 5 s default without being stuck.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

/**
 * Vitest's usual order, except two end-to-end files: exams-student runs first (it starts a live
 * exam whose window closes a minute later) and exams-result last (it announces that exam, which the
 * server allows only after the window), so the run never sits waiting for the window to close.
 * TEST_ORDER=reverse runs the rest backwards: with the usual run, every two files have then run in
 * both orders, which finds a test that depends on what another file did or did not do first.
 */
class RunOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (f: TestSpecification) =>
      f.moduleId.endsWith('/e2e/exams-student.test.ts') ? -1 : f.moduleId.endsWith('/e2e/exams-result.test.ts') ? 1 : 0;
    const usual = await super.sort(files);
    if (process.env.TEST_ORDER === 'reverse') usual.reverse();
    return usual
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: RunOrder },
    projects: [
      browserLike('ui', 'packages/ui'),
      browserLike('widgets', 'packages/school-widgets'),
      browserLike('portal', 'hosts/portal'),
      browserLike('embed', 'hosts/wordpress-embed', { isolate: true }),
      {
        resolve: { alias: aliases },
        test: {
          name: 'api',
          root: 'packages/api',
          environment: 'node',
          globals: true,
          include: ['src/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // The server's modules resolve @school/api from source (the server-notes check builds the app).
        resolve: { alias: aliases },
        test: {
          // Checks of the repository itself (issue 40): the decision records and their indexes, …
          name: 'repo',
          root: 'scripts',
          environment: 'node',
          globals: true,
          include: ['checks/**/*.test.ts'],
        },
      },
      {
        test: {
          // `npm run test:exports`: builds @school/widgets and @school/ui and resolves every
          // subpath of their "exports" from a bare project (issue 22); no aliases, the packages
          // as published.
          name: 'exports',
          root: 'scripts',
          environment: 'node',
          include: ['exports.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser at a time on our two cores.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          globals: true,
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; keep two at a time on our two cores, in worker threads
          // (about 140 s on PGlite instead of about 200 s in child processes).
          maxWorkers: 2,
          pool: 'threads',
          // The demo school is seeded once per run and each file starts from a copy (test/global-setup.ts).
          globalSetup: ['test/global-setup.ts'],
          // Files share a worker's modules (the copy of the seeded school is read once per worker).
          isolate: false,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          // `npm run test:cluster`: two real instances behind nginx on PostgreSQL and Redis
          // (server/test-cluster, issue 21); one file, its own database and Redis key.
          name: 'cluster',
          root: 'server',
          environment: 'node',
          include: ['test-cluster/**/*.test.ts'],
          globals: true,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
