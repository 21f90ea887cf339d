import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';

// Library build: ESM only, every dependency stays external (the app bundles it once).
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalNames = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'styled-components',
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const isExternal = (id: string) => externalNames.some((name) => id === name || id.startsWith(`${name}/`));

// The barrel and one entry per component folder (`@school/ui/DataTable`, ...), so a consumer can
// take one component's module without the barrel (issue 22). package.json "exports" lists the
// same folders; scripts/exports.test.ts checks both against a build. `internal` is not public.
const components = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'internal')
  .map((d) => d.name);
const entries = Object.fromEntries([
  ['index', fileURLToPath(new URL('./src/index.ts', import.meta.url))],
  ...components.map((c) => [`${c}/index`, fileURLToPath(new URL(`./src/${c}/index.ts`, import.meta.url))]),
]);

export default defineConfig({
  plugins: [
    react(),
    dts({
      tsconfigPath: fileURLToPath(new URL('./tsconfig.build.json', import.meta.url)),
      include: ['src'],
      exclude: ['**/*.test.*', '**/*.stories.*', 'src/test-utils.tsx', '**/fixtures.*'],
      insertTypesEntry: false,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: entries,
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: { external: isExternal },
  },
});
