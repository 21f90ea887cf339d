import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { durableStartParams, makeDurable } from '../src/db/pglite/durability';
import { PGLITE_PROVEN_ON } from '../src/db/pglite/proven';

// ─── What server/src/db/pglite relies on inside PGlite (issue 40) ────────────────────────────
// The layer patches PGlite's private parts (server/src/db/pglite/README.md). An upgrade that moves
// one of them must fail here, by name, before it fails as a lost write or a stalled worker.
// The behaviours themselves are tested beside each module (pglite-durability, pglite-statements,
// pglite-results, pglite-file-sizes, pglite-worker).

type Ops = Record<string, unknown>;
interface Internals {
  mod?: { NODEFS?: { stream_ops?: Ops; node_ops?: Ops } };
  _runExclusiveTransaction?: unknown;
  _runExclusiveQuery?: unknown;
}
const require = createRequire(import.meta.url);
/** The installed version: the package.json above the module Node resolves (the exports hide package.json). */
function installed(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (pkg.name === name) return pkg.version;
  }
  throw new Error(`${name} is not installed`);
}
const declared = (name: string) =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies[
    name
  ];

describe('PGlite internals the database layer relies on', () => {
  it('runs the PGlite and drizzle versions the layer is proven on, pinned exactly', () => {
    for (const [name, version] of Object.entries(PGLITE_PROVEN_ON)) {
      expect(declared(name), `server/package.json pins ${name} exactly`).toBe(version);
      expect(installed(name), `installed ${name}; an upgrade: read server/src/db/pglite/README.md first`).toBe(version);
    }
    const readme = readFileSync(new URL('../src/db/pglite/README.md', import.meta.url), 'utf8');
    for (const [name, version] of Object.entries(PGLITE_PROVEN_ON)) expect(readme).toContain(`${name} ${version}`);
  });

  it('starts PostgreSQL with -F, which durableStartParams replaces by fsync on', () => {
    const defaults = (PGlite as unknown as { defaultStartParams?: unknown }).defaultStartParams;
    expect(Array.isArray(defaults), 'PGlite.defaultStartParams is an array').toBe(true);
    expect(defaults).toContain('-F');
    expect(durableStartParams(defaults as string[])).not.toContain('-F');
  });

  it('exposes the protocol pieces the statement cache and the result reader call', () => {
    for (const fn of ['parse', 'describe', 'bind', 'execute', 'sync', 'close'] as const)
      expect(typeof (protocol.serialize as unknown as Record<string, unknown>)[fn], `protocol.serialize.${fn}`).toBe('function');
    expect(typeof parse.parseDescribeStatementResults).toBe('function');
    expect(typeof parse.parseResults).toBe('function');
    expect(typeof types.parseType).toBe('function');
  });

  describe('on a data directory', () => {
    let dir: string;
    let client: PGlite;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'pglite-internals-'));
      client = new PGlite(dir, {
        startParams: durableStartParams((PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams),
      });
      await client.waitReady;
    }, 120_000);
    afterAll(async () => {
      await client?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('has the private locks the statement cache takes (statements.ts)', () => {
      const c = client as unknown as Internals;
      expect(typeof c._runExclusiveTransaction, 'PGlite#_runExclusiveTransaction').toBe('function');
      expect(typeof c._runExclusiveQuery, 'PGlite#_runExclusiveQuery').toBe('function');
      for (const fn of ['execProtocolStream', 'execProtocolRawStream', 'syncToFs', 'dumpDataDir'] as const)
        expect(typeof (client as unknown as Record<string, unknown>)[fn], `PGlite#${fn}`).toBe('function');
      expect(typeof client.parsers).toBe('object');
      expect(typeof client.serializers).toBe('object');
    });

    it('has Emscripten NODEFS operations to patch, and no fsync of its own (durability.ts adds it)', () => {
      const nodefs = (client as unknown as Internals).mod?.NODEFS;
      expect(nodefs, 'PGlite#mod.NODEFS').toBeDefined();
      for (const op of ['write', 'close', 'llseek', 'read', 'open'])
        expect(typeof nodefs!.stream_ops![op], `NODEFS.stream_ops.${op}`).toBe('function');
      expect(typeof nodefs!.node_ops, 'NODEFS.node_ops').toBe('object');
      // A NODEFS with an fsync of its own: makeDurable's replacement must be looked at again.
      expect(nodefs!.stream_ops!.fsync, 'NODEFS.stream_ops.fsync').toBeUndefined();
    });

    it("sends a commit's WAL sync to NODEFS's fsync on a pg_wal stream with a real fd", async () => {
      const seen: { name?: string; parent?: string; nfd?: number }[] = [];
      const ops = (client as unknown as { mod: { NODEFS: { stream_ops: Record<string, (s: never, ...r: unknown[]) => unknown> } } }).mod
        .NODEFS.stream_ops;
      const d = makeDurable(client);
      const fsync = ops.fsync!;
      ops.fsync = (stream: { nfd?: number; node?: { name?: string; parent?: { name?: string } } }, ...rest: unknown[]) => {
        seen.push({ name: stream.node?.name, parent: stream.node?.parent?.name, nfd: stream.nfd });
        return fsync(stream as never, ...rest);
      };
      await client.query('create table probe (id int primary key)');
      await client.query('insert into probe values (1)');
      await d.flushed();
      const wal = seen.filter((s) => s.parent === 'pg_wal');
      expect(wal.length, 'fsync calls on pg_wal files (stream.node.parent.name)').toBeGreaterThan(0);
      expect(typeof wal[0]!.nfd, 'stream.nfd').toBe('number');
      expect(d.stats.walSyncRequests).toBeGreaterThan(0);
      expect(d.stats.walFlushes).toBeGreaterThan(0);
    });
  });
});
