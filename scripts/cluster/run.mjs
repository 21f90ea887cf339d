// `npm run cluster`: CLUSTER_INSTANCES (default 2) server instances on the local PostgreSQL and
// Redis behind Debian's nginx on http://localhost:${PORT:-3000} (README: deployment).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, startCluster } from './cluster.mjs';
import { NGINX } from './nginx.mjs';

if (!existsSync(NGINX)) {
  console.error(`Not starting: nginx is not installed (${NGINX}); apt-get install nginx`);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/school';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data-cluster'));

// The same build as `npm start`: the portal is built the first time.
if (!existsSync(path.join(root, 'hosts/portal/dist/index.html'))) {
  console.log('Building the portal (first start)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'hosts/portal'), stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The database is created when it does not exist yet (the first instance then seeds it).
const { default: pg } = await import('pg');
const dbName = new URL(databaseUrl).pathname.slice(1);
const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
if (!exists.rowCount) await admin.query(`CREATE DATABASE "${dbName.replace(/"/g, '""')}"`);
await admin.end();

console.log(`Starting ${instances} instances on ${databaseUrl} and ${redisUrl}…`);
const cluster = await startCluster({ instances, port, databaseUrl, redisUrl, dataDir, redisKey: process.env.REDIS_KEY, stdout: 'inherit' });
console.log(
  `school portal on http://localhost:${cluster.port} (nginx in front of ${cluster.instances.map((i) => `${i.tag} :${i.port}`).join(', ')})`,
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
