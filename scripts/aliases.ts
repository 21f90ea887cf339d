import { fileURLToPath } from 'node:url';
import { featureFolders } from './features.ts';

const here = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/**
 * `@school/widgets/<feature>`: one entry per widget folder (`@school/widgets/news`, and a domain's
 * screens under its name: `@school/widgets/admissions/review`), so a host can import a feature
 * without pulling the whole barrel into a chunk (the portal's first route stays small).
 */
const widgetFeatures = Object.fromEntries(
  featureFolders(here('packages/school-widgets/src'), 'shared').map((f) => [
    `@school/widgets/${f}`,
    here(`packages/school-widgets/src/${f}/index.ts`),
  ]),
);

/** Package names resolved to their sources, so nothing needs a build before dev or tests. */
export const aliases: Record<string, string> = {
  '@school/api/schemas': here('packages/api/src/schemas/index.ts'),
  '@school/api': here('packages/api/src/index.ts'),
  '@school/ui': here('packages/ui/src/index.ts'),
  ...widgetFeatures,
  '@school/widgets': here('packages/school-widgets/src/index.ts'),
};
