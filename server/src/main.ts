// Starts the server: config, database + migrations, demo seed on first start, listen.
import { DEFAULT_DRAIN_DELAY_MS, loadConfig, pgliteDir, SettingsError } from './config';

// The settings first, before any module that reads them: a setting that does not fit (PORT=abc,
// an unknown time zone) stops the start with one message naming it, no stack.
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
})();
const [{ openDatabase }, { DataDirLockedError }, { printStartup, startupMark }] = await Promise.all([
  import('./db'),
  import('./db/pglite/data-dir-lock'),
  import('./db/trace'),
]);
startupMark('modules loaded');
// The database opens (PGlite's worker: its start, WAL recovery, the opening checkpoint) while this
// thread loads the application's modules: a restart under an exam's load answers seconds sooner.
const opening = openDatabase({
  databaseUrl: config.databaseUrl,
  poolMax: config.pgPoolMax,
  pgliteDir: pgliteDir(config),
  lockDir: config.dataDir,
}).catch((err: unknown) => {
  // A second server on the same DATA_DIR: one clear line, no stack, a failing exit code.
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(`Not starting: ${err.message}`);
  process.exit(1);
});
const [{ buildApp }, { seedIfEmpty }, { syncLoginIdSequences }, { refreshPlannerStatistics }] = await Promise.all([
  import('./app'),
  import('./seed'),
  import('./accounts/service'),
  import('./db/statistics'),
]);
startupMark('app modules loaded');
const database = await opening;
startupMark('database open');
const app = await buildApp({ db: database.db, config });
startupMark('app built');
// The embedded database's worker stopped (out of memory, a crash in PGlite): nothing can be
// answered or acknowledged any more; exit so the supervisor restarts the server on the same data.
void database.lost?.then((err) => {
  app.log.fatal({ err }, 'the database worker stopped');
  process.exit(1);
});

if (await seedIfEmpty(database.db, config.now(), config.uploadDir)) app.log.info('demo school seeded (password Passw0rd!)');
// IDs written before the sequences existed (an older database, a restored backup) are skipped.
startupMark('seed check');
await syncLoginIdSequences(database.db);
startupMark('login sequences');
// The hourly ANALYZE (db/statistics.ts), leased: one instance of a district runs it.
app.jobs.register({ name: 'planner statistics', everyMs: 3_600_000, run: (db) => refreshPlannerStatistics(db) });

// Graceful shutdown (README: deployment): /api/ready answers 503 ("draining") and the instance
// keeps serving for DRAIN_DELAY_MS (decision 173: longer than a balancer's check interval, so it
// has seen the 503 and sends nothing new here before the listener closes; a SIGINT from a person
// at a terminal skips it), then the jobs finish their runs and hand their leases back, the
// sockets are closed so their clients reconnect (through nginx, to another instance), the
// listening socket closes (new connections go elsewhere), the requests in flight finish, then the
// database closes.
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.operations.drain();
  const delay = signal === 'SIGTERM' ? (config.drainDelayMs ?? DEFAULT_DRAIN_DELAY_MS) : 0;
  app.log.info({ signal, drainDelayMs: delay }, 'shutting down: draining, then finishing the requests in flight');
  if (delay > 0) await new Promise((r) => setTimeout(r, delay));
  await app.jobs.stop();
  await app.close();
  await database.close();
  app.log.info({ signal }, 'shut down');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// The accept queue holds a school's peak: 2,000 exam takers connecting within seconds of a start
// or a restart (Node's default is 511; the kernel caps it at net.core.somaxconn, 4096 on Debian 12).
await app.listen({ host: '0.0.0.0', port: config.port, backlog: config.listenBacklog ?? 4096 });
startupMark('listen');
printStartup();
app.jobs.start();
// The planner statistics after the listen, not before: a restart under an exam's load answers
// first (the ANALYZE of a school's tables held PGlite's start for seconds). On PostgreSQL too:
// autovacuum never analyzes a table with fewer than 50 changed rows (the terms, the roles), and a
// freshly seeded database has none yet. Only the tables without statistics: the hourly job keeps
// the others fresh, and N instances starting together analyze the rest once (db/statistics.ts).
refreshPlannerStatistics(database.db, { unanalyzed: true }).catch((err: unknown) =>
  app.log.warn({ err }, 'planner statistics: ANALYZE failed'),
);
app.log.info(`school portal on http://localhost:${config.port} (API under /api, ${database.kind})`);
