// `npm start`: builds the portal if it has not been built yet, then serves portal + API on
// http://localhost:${PORT:-3000} with the embedded database (or DATABASE_URL) and the demo school.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if (!existsSync(`${root}hosts/portal/dist/index.html`)) {
  console.log('Building the portal (first start)…');
  const build = spawnSync(npx, ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}hosts/portal`, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
