import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The public folders of a package's `src`, each a subpath of the package (`@school/widgets/news`):
 * a folder with an `index.ts` is one feature; a folder without one groups the features of one
 * domain (`admissions/application`, `admissions/review`, `admissions/onboarding`: one name per
 * domain, docs/conventions.md). `privateFolder` (the widgets' `shared`) is never public.
 * The widgets' build entries, the hosts' aliases and `scripts/exports.test.ts` all read this list,
 * so a folder moved or added changes them together (package.json "exports" is checked against it).
 */
export function featureFolders(srcDir: string, privateFolder: string): string[] {
  const walk = (rel: string): string[] =>
    readdirSync(join(srcDir, rel), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !(rel === '' && d.name === privateFolder))
      .flatMap((d) => {
        const path = rel ? `${rel}/${d.name}` : d.name;
        return existsSync(join(srcDir, path, 'index.ts')) ? [path] : walk(path);
      });
  return walk('').sort();
}
