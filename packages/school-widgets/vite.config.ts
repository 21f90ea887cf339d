import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { featureFolders } from '../../scripts/features.ts';
import { libraryConfig } from '../../scripts/vite-library.ts';

// The barrel and one entry per feature folder (`@school/widgets/exam-taker`, a domain's screens as
// `@school/widgets/admissions/review`, ...: scripts/features.ts), so a host can
// take one widget without the rest (issue 22). package.json "exports" lists the same folders;
// scripts/exports.test.ts checks both against a build.
const features = featureFolders(fileURLToPath(new URL('./src', import.meta.url)), 'shared');

export default defineConfig(
  libraryConfig(import.meta.dirname, {
    index: 'src/index.ts',
    ...Object.fromEntries(features.map((f) => [`${f}/index`, `src/${f}/index.ts`])),
  }),
);
