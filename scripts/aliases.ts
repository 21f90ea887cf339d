import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/**
 * `@school/widgets/<feature>`: one entry per widget folder, so a host can import a feature
 * without pulling the whole barrel into a chunk (the portal's first route stays small).
 */
const widgetFeatures = Object.fromEntries(
  readdirSync(here('packages/school-widgets/src'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shared')
    .map((d) => [`@school/widgets/${d.name}`, here(`packages/school-widgets/src/${d.name}/index.ts`)]),
);

/** Package names resolved to their sources, so nothing needs a build before dev or tests. */
export const aliases: Record<string, string> = {
  '@school/api/schemas': here('packages/api/src/schemas/index.ts'),
  '@school/api': here('packages/api/src/index.ts'),
  '@school/ui': here('packages/ui/src/index.ts'),
  ...widgetFeatures,
  '@school/widgets': here('packages/school-widgets/src/index.ts'),
};
