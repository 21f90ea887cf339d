// The exam bench's printout (scripts/bench/exam.mjs).
const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const fmt = (v) => (Number.isFinite(v) ? (v >= 100 ? Math.round(v).toString() : v.toFixed(1)) : '-');
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');

function row(name, samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const cells = [ms.length, pct(ms, 0.5), pct(ms, 0.95), pct(ms, 0.99), ms[ms.length - 1]];
  return `${name.padEnd(22)}${cells.map((c, i) => (i === 0 ? String(c) : fmt(c)).padStart(9)).join('')}`;
}

export function printReport({ kind, takers, minutes, arriveS, stats, started, crash, check, loadBefore, loadAfter, phones }) {
  const lines = [];
  lines.push('', `exam bench: ${kind}, ${takers} takers arriving over ${arriveS} s, ${minutes}-minute exam (node ${process.version})`);
  lines.push(`load average (1/5/15 min) before the run: ${load(loadBefore)}, after: ${load(loadAfter)}`);

  const firstArrival = 0;
  const lastStart = started.reduce((m, s) => Math.max(m, s.at), 0);
  const startSpan = (lastStart - firstArrival) / 1000;
  lines.push(
    `started: ${started.length} of ${takers}; all started ${fmt(startSpan)} s after the first arrival ` +
      `(${fmt(started.length / Math.max(startSpan, 0.001))} starts/s; sign-in to started p50 ${fmt(
        pct(
          started.map((s) => s.ms).sort((a, b) => a - b),
          0.5,
        ),
      )} ms, ` +
      `p99 ${fmt(
        pct(
          started.map((s) => s.ms).sort((a, b) => a - b),
          0.99,
        ),
      )} ms)`,
  );
  lines.push('', `${'request'.padEnd(22)}${['n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'].map((h) => h.padStart(9)).join('')}`);
  for (const kindName of [
    'sign-in',
    'exam list',
    'code check',
    'start',
    'exam page',
    'claim',
    'questions',
    'save',
    'left',
    'connection',
    'submit',
    'takers view',
  ]) {
    const samples = stats.latencies.get(kindName);
    if (samples) lines.push(row(kindName, samples));
  }
  const errors = [...stats.errors].map(([k, n]) => `${k}: ${n}`);
  const retries = [...stats.retries].map(([k, n]) => `${k}: ${n}`);
  lines.push('', `errors (answers other than the one asked for, after retries): ${errors.length ? errors.join(', ') : '0'}`);
  lines.push(`retried failures (network, 5xx, 429): ${retries.length ? retries.join(', ') : '0'}`);

  if (crash) {
    const saves = stats.latencies.get('save') ?? [];
    const after = saves.filter((s) => s.at >= crash.readyAt && s.at < crash.readyAt + 30_000);
    const before = saves.filter((s) => s.at < crash.killAt);
    const recoveredAt = stats.recovered.filter((t) => t >= crash.killAt).reduce((m, t) => Math.max(m, t), crash.readyAt);
    const rate = (from, to) => {
      let peak = 0;
      for (let s = Math.floor(from / 1000); s < Math.floor(to / 1000); s++) peak = Math.max(peak, stats.perSecond.get(s) ?? 0);
      return peak;
    };
    const steady = [...stats.perSecond].filter(([s]) => s * 1000 < crash.killAt && s * 1000 > crash.killAt - 10_000).map(([, n]) => n);
    lines.push(
      '',
      `crash: kill -9 at ${fmt(crash.killAt / 1000)} s (${crash.ackedBefore} answers acknowledged before it); ` +
        `the restarted server answered ${fmt((crash.readyAt - crash.killAt) / 1000)} s later`,
    );
    lines.push(
      `recovery: the last save that had failed went through ${fmt((recoveredAt - crash.readyAt) / 1000)} s after the restart; ` +
        `peak requests/s in the 10 s after it ${rate(crash.readyAt, crash.readyAt + 10_000)} (before the kill ${steady.length ? Math.max(...steady) : '-'})`,
    );
    lines.push(row('save, 30 s after', after), row('save, before kill', before));
  }
  lines.push(
    '',
    `check: ${check.acknowledged} answers acknowledged (${check.answersChecked} newest per question), ${check.lost} lost; ` +
      `attempts ${check.attempts}, past deadline + grace ${check.pastGrace}, of them not finalised ${check.pastGraceNotFinalised} ` +
      `(finalised by the sweep: ${check.finalisedBySweep})`,
  );
  if (phones)
    lines.push(
      `phones (${Math.round(phones.share * 100)} %): ${phones.reloaded} reloaded, ${phones.offline} lost the network mid-exam; ` +
        `attempts ended by monitoring: ${check.endedByMonitoring}`,
    );
  const saves = (stats.latencies.get('save') ?? []).map((s) => s.ms).sort((a, b) => a - b);
  const goals = [
    ['all started within 60 s', started.length === takers && startSpan <= 60],
    ['save p99 <= 100 ms', pct(saves, 0.99) <= 100],
    ['0 errors', stats.errors.size === 0],
    ['0 acknowledged answers lost', check.lost === 0],
    ['every attempt past grace finalised', check.pastGraceNotFinalised === 0],
    ['0 exams ended by monitoring', check.endedByMonitoring === 0],
  ];
  lines.push(`goals: ${goals.map(([g, ok]) => `${g} ${ok ? 'MET' : 'NOT MET'}`).join('; ')}`);
  console.log(lines.join('\n'));
}
