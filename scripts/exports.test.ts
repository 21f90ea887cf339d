import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFolders } from './features.ts';

// ─── @school/widgets and @school/ui importable one folder at a time (issue 22) ───────────────
// Builds each package as it is published (vite build: ESM + .d.ts), then, from a bare project
// outside the monorepo whose node_modules holds only that package, asks Node's own resolver
// for every subpath of package.json "exports" and TypeScript for its types: each feature (widgets)
// or component (ui) folder has a subpath, each subpath is a built file, and each has its
// declarations. `npm run test:exports` (two builds: about two minutes on our two cores).

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** The packages with subpath exports, and the one source folder of each that is not public. */
const packages = [
  { dir: 'packages/school-widgets', privateFolder: 'shared' },
  { dir: 'packages/ui', privateFolder: 'internal' },
];

describe.each(packages)('$dir subpath exports', ({ dir, privateFolder }) => {
  const pkgDir = join(rootDir, dir);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, { types: string; import: string }>;
  };
  const folders = featureFolders(join(pkgDir, 'src'), privateFolder);
  const subpaths = Object.keys(pkg.exports).filter((k) => k !== '.');

  let bare = '';

  beforeAll(() => {
    execFileSync('npm', ['run', 'build', '--workspace', pkg.name], { cwd: rootDir, stdio: 'pipe' });
    bare = mkdtempSync(join(tmpdir(), 'exports-'));
    const [scope, name] = pkg.name.split('/') as [string, string];
    mkdirSync(join(bare, 'node_modules', scope), { recursive: true });
    symlinkSync(pkgDir, join(bare, 'node_modules', scope, name), 'dir');
    writeFileSync(join(bare, 'package.json'), JSON.stringify({ name: 'bare', private: true, type: 'module' }));
  }, 600_000);

  afterAll(() => {
    if (bare) rmSync(bare, { recursive: true, force: true });
  });

  it('has one subpath per public source folder, and none for a folder that does not exist', () => {
    expect(subpaths.map((s) => s.slice(2)).sort()).toEqual(folders);
  });

  it('resolves every subpath, from a bare Node project, to a built file with its declarations', () => {
    const specifiers = ['', ...subpaths.map((s) => s.slice(1))].map((s) => `${pkg.name}${s}`);
    // Node's resolver reads "exports" exactly as a consumer's runtime does.
    const script = `for (const s of ${JSON.stringify(specifiers)}) console.log(s + ' ' + import.meta.resolve(s));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: bare, encoding: 'utf8' });
    const resolved = new Map(
      out
        .trim()
        .split('\n')
        .map((l) => l.split(' ') as [string, string]),
    );
    for (const s of specifiers) {
      const file = fileURLToPath(resolved.get(s)!);
      expect(file, s).toMatch(/\/dist\/(.+\/)?index\.js$/);
      expect(existsSync(file), `${s}: ${file}`).toBe(true);
      expect(existsSync(file.replace(/\.js$/, '.d.ts')), `${s}: declarations`).toBe(true);
    }
  });

  it('gives TypeScript the types of every subpath through "exports"', () => {
    const names = subpaths.map((s, i) => `import type * as m${i} from '${pkg.name}${s.slice(1)}';\nexport type T${i} = typeof m${i};`);
    writeFileSync(join(bare, 'index.ts'), `${names.join('\n')}\n`);
    writeFileSync(
      join(bare, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, skipLibCheck: true, types: [] },
        files: ['index.ts'],
      }),
    );
    const tsc = join(rootDir, 'node_modules/typescript/bin/tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: bare, encoding: 'utf8' });
    } catch (e) {
      output = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(output).toBe('');
  });
});
