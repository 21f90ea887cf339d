// The exam bench's save breakdown (EXAM_TRACE=1, server/src/db/trace.ts): where each answer save's
// time went between the server's threads. `node scripts/bench/exam-trace.mjs FILE` or from exam.mjs.
import { readFileSync } from 'node:fs';

const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const fmt = (v) => (Number.isFinite(v) ? (Math.abs(v) >= 100 ? Math.round(v).toString() : v.toFixed(1)) : '-');

const waited = (t) => t.fPost && t.fEnd > t.fwRecv;
/** Segments of one save, in order (ms); undefined where the save did not pass that way. */
const SEGMENTS = [
  ['main: request in -> statement', (t) => t.q0 - t.recv],
  // PostgreSQL (db/pg-trace.ts): waiting for a pooled connection, and connection asked -> statements done.
  ['  pg: pool wait', (t) => t.pw],
  ['  pg: asked -> statements done', (t) => t.pq],
  // The token's signature checked (not remembered): WebCrypto's HMAC on libuv's thread pool.
  ['  of it token check (pool)', (t) => (t.v0 ? t.v1 - t.v0 : undefined)],
  ['main: statement -> posted', (t) => t.post - t.q0],
  ['hop main -> worker', (t) => t.wRecv - t.post],
  ['worker: queue wait', (t) => t.wStart - t.wRecv],
  ['worker: execute', (t) => t.wEnd - t.wStart],
  ['worker: done -> posted', (t) => t.wPost - t.wEnd],
  // A save answered once its own flush ended (decision 94): that flush, as the worker saw it.
  ['  its flush: commit -> start', (t) => (t.dStart ? t.dStart - t.wEnd : undefined)],
  ['  its flush: start -> end', (t) => (t.dStart ? t.dEnd - t.dStart : undefined)],
  ['    of it fdatasync', (t) => (t.dStart ? t.dSync : undefined)],
  ['  its flush: end -> posted', (t) => (t.dStart ? t.wPost - t.dEnd : undefined)],
  ['hop worker -> main', (t) => t.back - t.wPost],
  ['main: answer -> onSend', (t) => t.send0 - t.back],
  ['durability wait (all)', (t) => t.send1 - t.send0],
  ['  flush: hop to worker', (t) => (t.fPost ? t.fwRecv - t.fPost : undefined)],
  // A flush that had already covered the save when the request arrived: no flush segments.
  ['  flush: wait to start', (t) => (waited(t) ? t.fStart - t.fwRecv : undefined)],
  ['  flush: covering flush', (t) => (waited(t) ? t.fEnd - t.fStart : undefined)],
  ['    of it fdatasync', (t) => (waited(t) ? t.fSync : undefined)],
  ['  flush: end -> posted', (t) => (t.fPost ? t.fwPost - Math.max(t.fEnd, t.fwRecv) : undefined)],
  ['  flush: hop to main', (t) => (t.fPost ? t.fBack - t.fwPost : undefined)],
  ['main: onSend -> done', (t) => t.done - t.send1],
  ['total (server)', (t) => t.done - t.recv],
];

export function traceReport(file, { from = 0, to = Infinity } = {}) {
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return `trace: no file ${file}`;
  }
  const records = data.records.filter((t) => t.q0 && t.send1 && t.recv >= from && t.recv < to);
  const lines = [`save breakdown (EXAM_TRACE): ${records.length} traced saves`];
  const totals = records.map((t) => t.done - t.recv).sort((a, b) => a - b);
  const p95 = pct(totals, 0.95);
  const p99 = pct(totals, 0.99);
  const tail99 = records.filter((t) => t.done - t.recv >= p99);
  const tail95 = records.filter((t) => t.done - t.recv >= p95 && t.done - t.recv < p99);
  const mean = (rs, f) => {
    const v = rs.map(f).filter((x) => x !== undefined && Number.isFinite(x));
    return v.length ? v.reduce((a, b) => a + b, 0) / rs.length : NaN; // per save (0 where absent)
  };
  lines.push(
    `${'segment'.padEnd(32)}${['n', 'p50', 'p95', 'p99', 'max', 'mean@p95-99', 'mean@>=p99'].map((h) => h.padStart(h.length > 5 ? 12 : 8)).join('')}`,
  );
  for (const [name, f] of SEGMENTS) {
    const v = records
      .map(f)
      .filter((x) => x !== undefined && Number.isFinite(x))
      .sort((a, b) => a - b);
    lines.push(
      `${name.padEnd(32)}${[v.length, pct(v, 0.5), pct(v, 0.95), pct(v, 0.99), v[v.length - 1]]
        .map((c, i) => (i === 0 ? String(c) : fmt(c)).padStart(8))
        .join('')}${[mean(tail95, f), mean(tail99, f)].map((c) => fmt(c).padStart(12)).join('')}`,
    );
  }
  const joined = records.filter((t) => t.fJoin).length;
  const coveredOnArrival = records.filter((t) => t.fPost && !waited(t)).length;
  const flushed = records.filter((t) => t.fPost).length;
  lines.push(
    `durability: ${flushed} saves waited for a flush in the worker (${joined} of them joined one already asked for), ${records.length - flushed} did not; ` +
      `${coveredOnArrival} found their flush done when the request reached the worker`,
  );
  const urgent = records.filter((t) => t.urgent).length;
  lines.push(
    `urgent in the worker (decision 94): ${urgent} of ${records.length} saves, ${records.reduce((n, t) => n + (t.urgent ?? 0), 0)} statements`,
  );
  const eld = data.loopDelay ?? [];
  if (eld.length) {
    const p99s = eld.map((e) => e.p99).sort((a, b) => a - b);
    lines.push(
      `main thread event-loop delay per 5 s: p99 median ${fmt(pct(p99s, 0.5))} ms, worst ${fmt(p99s[p99s.length - 1])} ms, max ${fmt(Math.max(...eld.map((e) => e.max)))} ms`,
    );
  }
  lines.push(...timeline(records, p99), ...stalls(file, records, tail99));
  return lines.join('\n');
}

/** The saves by 10-s window of their arrival: where in the run the tail is. */
function timeline(records, p99) {
  if (!records.length) return [];
  const t0 = Math.min(...records.map((t) => t.recv));
  const windows = new Map();
  for (const t of records) {
    const w = Math.floor((t.recv - t0) / 10_000);
    (windows.get(w) ?? windows.set(w, []).get(w)).push(t.done - t.recv);
  }
  const out = [`saves by 10-s window of arrival (s after the first save: n, p50, p99, max, saves >= the run's p99 ${fmt(p99)} ms)`];
  for (const [w, v] of [...windows].sort((a, b) => a[0] - b[0])) {
    v.sort((a, b) => a - b);
    out.push(
      `  ${String(w * 10).padStart(4)} s ${String(v.length).padStart(6)} ${[pct(v, 0.5), pct(v, 0.99), v[v.length - 1]].map((c) => fmt(c).padStart(8)).join('')} ${String(v.filter((x) => x >= p99).length).padStart(6)}`,
    );
  }
  return out;
}

/** What stalled each thread (db/stall-trace.ts): totals, the longest, and how many tail saves each kind overlapped. */
function stalls(file, records, tail) {
  const out = [];
  const t0 = records.length ? Math.min(...records.map((t) => t.recv)) : 0;
  for (const thread of ['main', 'worker']) {
    let events;
    try {
      events = JSON.parse(readFileSync(`${file}.${thread}.json`, 'utf8'));
    } catch {
      continue;
    }
    const kinds = new Map();
    for (const [kind, , ms] of events) {
      if (kind === 'loop') continue;
      const k = kinds.get(kind) ?? { n: 0, ms: 0, max: 0, tail: 0 };
      k.n++;
      k.ms += ms;
      k.max = Math.max(k.max, ms);
      kinds.set(kind, k);
    }
    for (const t of tail)
      for (const kind of kinds.keys())
        if (events.some(([k, at, ms]) => k === kind && at < t.done && at + ms > t.recv)) kinds.get(kind).tail++;
    out.push(
      `${thread} thread stalls: ${[...kinds].map(([k, v]) => `${k} ${v.n}× ${fmt(v.ms)} ms (max ${fmt(v.max)}; overlaps ${v.tail} of ${tail.length} saves >= p99)`).join('; ') || 'none'}`,
    );
    const loops = events.filter(([k]) => k === 'loop');
    if (loops.length)
      out.push(
        `  event-loop delay p99 per 5 s: ${loops.map(([, at, ms]) => `${Math.round((at - t0) / 1000)}s:${Math.round(ms)}`).join(' ')}`,
      );
    const longest = events
      .filter(([k]) => k !== 'loop')
      .sort((a, b) => b[2] - a[2])
      .slice(0, 8);
    // poolq (PostgreSQL, db/pg-trace.ts): the requests waiting for a connection, and the connections in use.
    for (const [k, at, ms, d] of longest)
      out.push(`  ${k} at ${fmt((at - t0) / 1000)} s: ${k === 'poolq' ? `${ms} waiting, ${d} in use` : `${fmt(ms)} ms ${d ?? ''}`}`);
  }
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) console.log(traceReport(process.argv[2]));
