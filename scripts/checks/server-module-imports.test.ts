import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Server modules form no cycle (issue 40, docs/decisions/0290-server-modules-form-no-cycle.md): no
// module imports, directly or through others, a module that imports it back. When two modules need
// each other, the one that owns the concept keeps the piece both use, or it goes to a lower place
// both may import (auth/access/people.ts: who a key names); grading a submission writes a grade
// slot, so it lives in grades/, which teaching builds on. Type-only imports count too.
//
// The top-level folders of server/src are layered (docs/decisions/0291-server-layers.md): a folder
// imports only folders below it, so they form no cycle either, and the lower ones (db, http, auth,
// files…) import no module. What a lower layer needs of a module moves down (a request's levels
// into auth/access/approvals.ts, the current term into db/), a route with a policy moves into a
// module (content's file routes, the operator's health and ready), a type is named by what is
// used (metrics count the hub's socket.io server). Top-level files are not folders: config.ts (a
// leaf), context.ts (the AppContext type every layer's routes receive) and the composition root
// (app.ts, main.ts, backup.ts) stand outside the layering.
const root = fileURLToPath(new URL('../..', import.meta.url));
const src = `${root}server/src`;
const modules = `${src}/modules`;

/** server/src's folders, lowest first; a folder imports only folders of lower layers. */
const LAYERS: string[][] = [
  ['i18n', 'cluster'], // the reader's language and the catalogue; Redis
  ['lib'], // text helpers
  ['db'], // the schema, the connection, reads every layer asks (db/current-term.ts)
  ['jobs'], // the leased job runner
  ['http'], // errors, params, intake, memo, metrics, logging: no policy
  ['auth'], // the guard, sessions, tokens, policies and what they ask (auth/access/), the read caches
  ['files'], // stored files: storage, uploads, the file routes
  ['accounts'], // creating people's accounts
  ['modules'], // the API's areas (no cycle among them: the test above)
  ['openapi', 'seed'], // the documents of the API; the demo school
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

const folders = (dir: string) => readdirSync(dir).filter((n) => statSync(path.join(dir, n)).isDirectory());

/** Each import from one folder of `dir` into another (relative imports, `export … from` and `import('…')` too). */
function folderImports(dir: string): { from: string; to: string; file: string }[] {
  const names = new Set(folders(dir));
  return sources(dir).flatMap((file) => {
    const own = path.relative(dir, file).split(path.sep)[0]!;
    return [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)'(\.{1,2}\/[^']+)'/g)]
      .map((m) => path.relative(dir, path.resolve(path.dirname(file), m[1]!)).split(path.sep)[0]!)
      .filter((to) => to !== own && names.has(own) && names.has(to))
      .map((to) => ({ from: own, to, file: path.relative(dir, file) }));
  });
}

/** folder → the folders it imports. */
function moduleGraph(dir: string): Map<string, Set<string>> {
  const edges = new Map(folders(dir).map((n) => [n, new Set<string>()]));
  for (const { from, to } of folderImports(dir)) edges.get(from)!.add(to);
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

describe('server/src top-level folders', () => {
  const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));

  it('each has its place in the layering', () => {
    expect(
      folders(src).filter((f) => layerOf(f) < 0),
      'add a new folder to LAYERS, in the layer of what it imports',
    ).toEqual([]);
  });

  it('form no cycle', () => {
    expect(cyclesOf(moduleGraph(src)), 'what a lower folder needs moves down, or into the module it belongs to').toEqual([]);
  });

  it('import only lower layers (db, http, auth, files… import no module)', () => {
    const upward = folderImports(src)
      .filter(({ from, to }) => layerOf(to) >= layerOf(from))
      .map(({ from, to, file }) => `${from} → ${to} (${file})`);
    expect([...new Set(upward)], 'what a lower folder needs moves down, or into the module it belongs to').toEqual([]);
  });
});
