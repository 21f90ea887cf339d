import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './scripts/aliases.ts';

// One config, one project per part of the monorepo; every package resolves the others from source.
const browserLike = (name: string, dir: string) => ({
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
    // A test is a sequence of awaited steps; on a loaded two-core machine (stress-ng beside the
    // suite, issue 7) a dialog flow takes well over vitest's 5 s default without being stuck.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      browserLike('ui', 'packages/ui'),
      browserLike('widgets', 'packages/school-widgets'),
      browserLike('portal', 'hosts/portal'),
      browserLike('embed', 'hosts/wordpress-embed'),
      {
        resolve: { alias: aliases },
        test: { name: 'api', root: 'packages/api', environment: 'node', globals: true, include: ['src/**/*.test.ts'] },
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
          // Each file gets its own database; keep two at a time on our two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
