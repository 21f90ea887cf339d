// N server instances (the same `server/src/main.ts` and node flags as `npm start`) on one PostgreSQL and one
// Redis, behind Debian's nginx on one port. Used by `npm run cluster` (run.mjs) and by the
// cluster test (server/test-cluster/*.test.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, waitFor } from '../server-process.mjs';
import { startNginx } from './nginx.mjs';
import { SERVER_NODE_FLAGS } from '../server-flags.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @param {{ instances?: number, port?: number, databaseUrl: string, redisUrl: string, redisKey?: string,
 *   dataDir: string, env?: Record<string, string>, stdout?: 'inherit' | 'ignore' }} o
 */
export async function startCluster(o) {
  const count = o.instances ?? 2;
  const port = o.port ?? (await freePort());
  mkdirSync(o.dataDir, { recursive: true });
  // What every instance shares: the database, Redis (and its key), the uploaded files, the secret.
  const shared = {
    ...process.env,
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.redisUrl,
    REDIS_KEY: o.redisKey ?? 'school',
    DATA_DIR: o.dataDir,
    UPLOAD_DIR: path.join(o.dataDir, 'uploads'),
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    // nginx's own address: the one hop whose X-Forwarded-For the instances believe (nginx.mjs).
    TRUST_PROXY: '127.0.0.1',
    ...o.env,
  };
  const instances = [];
  const startInstance = async (n) => {
    const tag = `i${n}`;
    const instancePort = await freePort();
    const server = startServer([...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...shared, PORT: String(instancePort), INSTANCE_TAG: tag },
      stdout: o.stdout ?? 'ignore',
    });
    const instance = { tag, port: instancePort, server, url: `http://127.0.0.1:${instancePort}` };
    await waitFor(`${instance.url}/api/ready`, server);
    return instance;
  };
  try {
    // The first alone: on an empty database it migrates and seeds the demo school.
    instances.push(await startInstance(1));
    instances.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => startInstance(i + 2)))));
  } catch (err) {
    await Promise.all(instances.map((i) => i.server.stop()));
    throw err;
  }
  const nginx = startNginx({ dir: path.join(o.dataDir, 'nginx'), port, instances });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, nginx, 30_000);
  } catch (err) {
    await nginx.stop();
    await Promise.all(instances.map((i) => i.server.stop()));
    throw err;
  }
  return {
    url,
    port,
    instances,
    nginx,
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((i) => i.server.stop()));
    },
  };
}

export { freshDatabase } from '../server-process.mjs';
