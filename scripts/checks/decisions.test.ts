import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIndexes } from '../decisions-index.mjs';

// The decisions are one file each under docs/decisions/ (issue 40): every record has its parts,
// the two indexes are what `node scripts/decisions-index.mjs` writes, and nothing points at the
// single file they came from.
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('docs/decisions and docs/measurements', () => {
  const { problems, files } = buildIndexes();

  it('every record has its number, title, status, date and parts, and its links lead somewhere', () => {
    expect(problems).toEqual([]);
  });

  it.each(files.map((f) => [f.path.slice(root.length), f] as const))('%s is current (node scripts/decisions-index.mjs)', (_, f) => {
    expect(readFileSync(f.path, 'utf8')).toBe(f.text);
  });

  it('nothing refers to docs/decisions.md, which is now docs/decisions/NNNN-*.md', () => {
    const skip = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'data', 'data-cluster', 'backups', 'coverage']);
    const text = /\.(ts|tsx|mts|mjs|js|cjs|md|txt|json|sh|yml|yaml)$|^run$/;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (skip.has(name)) continue;
        const path = `${dir}/${name}`;
        if (statSync(path).isDirectory()) walk(path);
        else if (text.test(name) && name !== 'package-lock.json') {
          const lines = readFileSync(path, 'utf8').split('\n');
          lines.forEach((line, i) => {
            if (/docs\/decisions\.md/.test(line) && !path.endsWith('checks/decisions.test.ts'))
              found.push(`${path.slice(root.length)}:${i + 1}`);
          });
        }
      }
    };
    walk(root.replace(/\/$/, ''));
    expect(found, 'name the record file instead: docs/decisions/NNNN-….md').toEqual([]);
  });
});
