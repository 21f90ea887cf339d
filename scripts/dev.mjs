// `npm run dev`: the API (restarting on change) on :3000 and the portal with hot reload on :5173,
// which proxies /api to the API.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const apiPort = process.env.PORT ?? '3000';

const children = [
  spawn(npx, ['tsx', 'watch', 'server/src/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn(npx, ['vite'], { cwd: `${root}hosts/portal`, stdio: 'inherit', env: { ...process.env, API_URL: `http://localhost:${apiPort}` } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
