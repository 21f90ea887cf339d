import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Server modules form no cycle (issue 40, docs/decisions/0290-server-modules-form-no-cycle.md): no
// module imports, directly or through others, a module that imports it back. When two modules need
// each other, the one that owns the concept keeps the piece both use, or it goes to a lower place
// both may import (auth/access/people.ts: who a key names); grading a submission writes a grade
// slot, so it lives in grades/, which teaching builds on. Type-only imports count too.
const root = fileURLToPath(new URL('../..', import.meta.url));
const modules = `${root}server/src/modules`;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

/** module → the modules it imports (relative imports, `export … from` and `import('…')` too). */
function moduleGraph(dir: string): Map<string, Set<string>> {
  const names = readdirSync(dir).filter((n) => statSync(path.join(dir, n)).isDirectory());
  const edges = new Map(names.map((n) => [n, new Set<string>()]));
  for (const file of sources(dir)) {
    const own = path.relative(dir, file).split(path.sep)[0]!;
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(dir, path.resolve(path.dirname(file), m[1]!)).split(path.sep)[0]!;
      if (target !== own && edges.has(target)) edges.get(own)?.add(target);
    }
  }
  return edges;
}

/** Each cycle once, as `a → b → … → a`, starting from its alphabetically first module. */
function cyclesOf(edges: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of [...(edges.get(at) ?? [])].sort()) {
      if (next === start) found.add([...trail, start].join(' → '));
      // Only modules after the start: each cycle is reported from its first module, once.
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return [...found];
}

describe('server modules', () => {
  it('form no cycle (no module imports, directly or transitively, one that imports it back)', () => {
    expect(cyclesOf(moduleGraph(modules)), 'one module should own what both use, or it goes to a lower place both import').toEqual([]);
  });

  it('the check finds a cycle through a third module', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual(['a → b → c → a']);
  });
});
