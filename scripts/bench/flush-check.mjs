// `npm run check:flush`: is every acknowledged write on disk? (issue 23). Figures, not a test.
//
// Seeds the exam bench's school (scripts/bench/exam-takers.ts) with --takers students on a
// fresh PGlite data directory, starts the server under strace (Debian's `strace`: every
// fsync/fdatasync of every thread, with its file and times), lets each taker sign in, start and
// save --saves answers as fast as the answers come back, then reads the trace: the WAL flushes
// (fdatasync/fsync of a file in pg_wal), flushes per acknowledged save, and for every save
// answered 201 whether a WAL flush started after the request was sent and finished before its
// answer arrived. Goal: every acknowledged save covered, fewer flushes than saves (group commit).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { freePort, waitFor } from '../server-process.mjs';
import { Client, Stats } from './exam-sim.mjs';
import { parseFlushes } from './strace-flushes.mjs';
import { examBenchEnv, root, seedExamTakers } from './exam-school.mjs';

const { values: opts } = parseArgs({
  options: { takers: { type: 'string', default: '100' }, saves: { type: 'string', default: '20' } },
});
const TAKERS = Number(opts.takers);
const SAVES = Number(opts.saves);
const wallMs = () => performance.timeOrigin + performance.now();
// strace's -ttt is the wall clock; the bench's times come from the monotonic one.
const clockSkew = () => wallMs() - Date.now();
const clockAt0 = clockSkew();

const dataDir = mkdtempSync(join(tmpdir(), 'school-flush-check-'));
const trace = join(dataDir, 'strace.txt');
const env = examBenchEnv({ dataDir, takers: TAKERS, minutes: 30 });
let server;
try {
  const school = seedExamTakers(env);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(
    'strace',
    [
      '-f',
      '--seccomp-bpf',
      '-ttt',
      '-T',
      '-y',
      '-e',
      'trace=fsync,fdatasync',
      '-o',
      trace,
      process.execPath,
      '--import',
      'tsx',
      'server/src/main.ts',
    ],
    { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitFor(`${base}/api/public-data`, { child: server });
  console.log(`── server answering under strace; ${TAKERS} takers saving`);

  const stats = new Stats();
  const acks = [];
  const q = school.questions.find((x) => x.type === 'short-answer');
  await Promise.all(
    school.takers.map(async (person) => {
      const c = new Client(base, stats);
      const login = await c.call('sign-in', 'POST', '/login', { ID: person.ID, password: 'Passw0rd!' });
      if (login.status !== 200) return;
      c.token = login.body.token;
      await c.call('start', 'POST', '/start_exam', { exam_id: school.examId, exam_code: school.code, birth_date: person.birthDate });
      for (let seq = 1; seq <= SAVES; seq++) {
        const sent = wallMs();
        const r = await c.once('POST', '/answersinglequestion', { exam_id: school.examId, question_id: q.id, answer: `a${seq}`, seq });
        if (r.status === 201) acks.push({ sent, answered: wallMs() });
      }
      c.close();
    }),
  );
  console.log(`── ${acks.length} saves acknowledged; stopping the server`);
  // SIGTERM to the server itself (strace would detach and leave it running), then strace ends.
  const pids = spawnSync('pgrep', ['-P', String(server.pid)])
    .stdout.toString()
    .trim()
    .split('\n')
    .filter(Boolean);
  for (const pid of pids) process.kill(Number(pid), 'SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));

  const flushes = parseFlushes(readFileSync(trace, 'utf8'));
  const wal = flushes.filter((f) => f.file.includes('/pg_wal/')).sort((a, b) => a.start - b.start);
  const coveredBy = (flushList) => acks.filter((a) => flushList.some((f) => f.start >= a.sent && f.end <= a.answered)).length;
  const covered = coveredBy(wal);
  const during = wal.filter((f) => acks.length && f.start >= acks[0].sent - 1 && f.end <= Math.max(...acks.map((a) => a.answered)));
  console.log(`\nflush check: PGlite, ${TAKERS} takers x ${SAVES} saves as fast as answered (node ${process.version})`);
  console.log(`acknowledged saves (201): ${acks.length}; errors: ${[...stats.errors].map(([k, n]) => `${k} ${n}`).join(', ') || 0}`);
  console.log(
    `flushes traced: ${flushes.length} (WAL ${wal.length}, other files ${flushes.length - wal.length}); WAL flushes while saving: ${during.length}`,
  );
  console.log(`WAL flushes per acknowledged save: ${(during.length / Math.max(1, acks.length)).toFixed(3)}`);
  console.log(
    `acknowledged saves with a WAL flush between request and answer: ${covered} of ${acks.length}` +
      (covered === acks.length && acks.length > 0 ? ' (every one)' : ' (NOT every one)'),
  );
  // Two threads in fdatasync at once (the worker's synchronous flush and the flush thread's)
  // split a call in two lines; before decision 138 those calls were dropped.
  const split = wal.filter((f) => f.split);
  console.log(
    `WAL flushes traced in two lines (threads overlapping): ${split.length}; saves covered counting only one-line flushes: ${coveredBy(wal.filter((f) => !f.split))}`,
  );
  // The database worker's thread also syncs data files (a checkpoint); the flush thread only the WAL.
  const workerTids = new Set(flushes.filter((f) => !f.file.includes('/pg_wal/')).map((f) => f.pid));
  const onlySplit = acks.filter((a) => {
    const by = wal.filter((f) => f.start >= a.sent && f.end <= a.answered);
    return by.length && by.every((f) => f.split);
  });
  const byWorker = onlySplit.filter((a) => wal.some((f) => f.split && workerTids.has(f.pid) && f.start >= a.sent && f.end <= a.answered));
  console.log(
    `saves covered only by flushes traced in two lines: ${onlySplit.length} (${byWorker.length} by the database worker's synchronous flush, thread ${[...workerTids].join('/')})`,
  );
  console.log(
    `clock: performance.timeOrigin + now() - Date.now(): ${clockAt0.toFixed(1)} ms at the start, ${clockSkew().toFixed(1)} ms at the end`,
  );
  for (const a of acks.filter((x) => !wal.some((f) => f.start >= x.sent && f.end <= x.answered)).slice(0, 10)) {
    const near = wal.filter((f) => f.end >= a.sent - 5 && f.start <= a.answered + 5);
    const rel = (ms) => (ms - a.sent).toFixed(1);
    console.log(
      `  uncovered: answered ${rel(a.answered)} ms after sent; WAL flushes nearby: ${near.map((f) => `${f.pid} ${rel(f.start)}…${rel(f.end)}${f.split ? ' (split)' : ''}`).join(', ') || 'none'}`,
    );
  }
  if (covered !== acks.length || acks.length === 0) process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
