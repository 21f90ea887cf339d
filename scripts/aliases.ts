import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/** Package names resolved to their sources, so nothing needs a build before dev or tests. */
export const aliases = {
  '@school/api/schemas': here('packages/api/src/schemas/index.ts'),
  '@school/api': here('packages/api/src/index.ts'),
  '@school/ui': here('packages/ui/src/index.ts'),
  '@school/widgets': here('packages/school-widgets/src/index.ts'),
};
