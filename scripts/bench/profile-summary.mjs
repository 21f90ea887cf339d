// Self time of a V8 CPU profile (node --cpu-prof) by package:
//   node scripts/bench/profile-summary.mjs DIR_OR_FILE.cpuprofile [more...]
// node_modules/<pkg> is the package (PGlite's WebAssembly counts as @electric-sql/pglite),
// server/src and packages/* are "app: <folder>", node:* is Node itself; (garbage collector),
// (idle) and (program) are kept as V8 names them. Reads every .cpuprofile of a directory.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const files = process.argv.slice(2).flatMap((p) =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => join(p, f))
    : [p],
);
if (!files.length) throw new Error('usage: profile-summary.mjs <dir or .cpuprofile>...');

function owner(node) {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('wasm://')) return '@electric-sql/pglite (wasm)';
  if (url.startsWith('node:')) return 'node (internals)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (m) return m[m.length - 1].replace('node_modules/', '');
  const app = url.match(/\/(server\/src\/[^/]+|packages\/[^/]+|scripts)\//);
  return app ? `app: ${app[1]}` : url;
}

const totals = new Map();
let all = 0;
for (const file of files) {
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const dt = new Map();
  for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
  for (const [id, us] of dt) {
    const k = owner(byId.get(id));
    totals.set(k, (totals.get(k) ?? 0) + us);
    all += us;
  }
}
const busy = all - (totals.get('(idle)') ?? 0);
console.log(`${files.length} profile(s), ${(all / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s not idle\n`);
console.log(`${'owner'.padEnd(40)}${'self s'.padStart(9)}${'% busy'.padStart(9)}`);
for (const [k, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  const share = k === '(idle)' ? '' : ((us / busy) * 100).toFixed(1);
  console.log(`${k.padEnd(40)}${(us / 1e6).toFixed(1).padStart(9)}${share.padStart(9)}`);
}
