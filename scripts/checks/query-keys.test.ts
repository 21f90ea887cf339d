import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// One style of query keys (issue 40): every read's key and every write's invalidation comes from
// packages/school-widgets/src/shared/queryKeys.ts, never an array written inline, so a write can
// name what it makes stale (docs/conventions.md, A widget). Tests and stories may write keys inline.
const root = fileURLToPath(new URL('../..', import.meta.url));
const DIRS = ['packages/school-widgets/src', 'hosts/portal/src'];
const INLINE = [/useApiQuery\(\s*\[/, /invalidates:\s*\[\s*\[/, /queryKey:\s*\[/, /invalidateQueries\(\s*\{\s*queryKey:\s*\[/];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.startsWith('test-utils') ? [path] : [];
  });
}

describe('query keys', () => {
  it('no widget or page writes a query key inline', () => {
    const found: string[] = [];
    for (const dir of DIRS)
      for (const file of sources(`${root}${dir}`)) {
        if (file.endsWith('shared/query.tsx')) continue; // the hooks themselves
        const text = readFileSync(file, 'utf8');
        for (const pattern of INLINE) {
          const at = text.search(pattern);
          if (at >= 0) found.push(`${file.slice(root.length)}:${text.slice(0, at).split('\n').length}`);
        }
      }
    expect(found, 'take the key from shared/queryKeys.ts').toEqual([]);
  });
});
