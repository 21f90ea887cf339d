import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import type { UserConfig } from 'vite';

/**
 * Vite library mode for a package of this monorepo: ESM out, `.d.ts` beside it, and every
 * dependency (and the sibling packages) left external so the host bundles them once.
 */
export function libraryConfig(packageDir: string, entries: Record<string, string>): UserConfig {
  const pkg = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'));
  const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  const isExternal = (id: string) => deps.some((d) => id === d || id.startsWith(`${d}/`)) || /^react(-dom)?(\/|$)/.test(id);
  return {
    plugins: [
      react(),
      dts({
        tsconfigPath: resolve(packageDir, '../../tsconfig.json'),
        entryRoot: resolve(packageDir, 'src'),
        include: [resolve(packageDir, 'src')],
        exclude: ['**/*.test.*', '**/*.stories.*', '**/fixtures.ts', '**/test-utils.tsx'],
      }),
    ],
    build: {
      outDir: resolve(packageDir, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      lib: { entry: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, resolve(packageDir, v)])), formats: ['es'] },
      rollupOptions: { external: isExternal },
    },
  };
}
