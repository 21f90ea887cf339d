import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../scripts/vite-library.ts';

// The barrel and one entry per feature folder (`@school/widgets/exam-taker`, ...), so a host can
// take one widget without the rest (issue 22). package.json "exports" lists the same folders;
// scripts/exports.test.ts checks both against a build.
const features = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shared')
  .map((d) => d.name);

export default defineConfig(
  libraryConfig(import.meta.dirname, {
    index: 'src/index.ts',
    ...Object.fromEntries(features.map((f) => [`${f}/index`, `src/${f}/index.ts`])),
  }),
);
