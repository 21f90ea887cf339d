// `npm start`: builds the portal if it has not been built yet, then serves portal + API on
// http://localhost:${PORT:-3000} with the embedded database (or DATABASE_URL) and the demo school.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}hosts/portal/dist/index.html`)) {
  // Vite in this process, with a plugin that says where the build is every few seconds: the first
  // build takes a minute or two on a small machine, and a silent terminal looks like a hang.
  const { build } = await import('vite');
  const t0 = Date.now();
  console.log('Building the portal (first start; a minute or two)…');
  try {
    await build({ root: `${root}hosts/portal`, logLevel: 'warn', plugins: [buildProgress(t0)] });
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
  console.log(`Portal built in ${Math.round((Date.now() - t0) / 1000)} s.`);
}

/** A Vite plugin printing the build's phase and module count at most every 5 s (and at each phase change). */
function buildProgress(t0) {
  const COMPILING = 'compiling the sources';
  let phase = COMPILING;
  let modules = 0;
  let last = 0;
  const say = (now = Date.now()) => {
    last = now;
    const count = phase === COMPILING && modules ? ` (${modules.toLocaleString('en')} modules)` : '';
    console.log(`  ${Math.round((now - t0) / 1000)} s: ${phase}${count}`);
  };
  const enter = (next) => {
    phase = next;
    say();
  };
  const timer = setInterval(() => Date.now() - last >= 5000 && say(), 1000);
  timer.unref();
  return {
    name: 'school:start-progress',
    apply: 'build',
    buildStart: () => enter(COMPILING),
    transform() {
      modules++;
      if (Date.now() - last >= 5000) say();
      return null;
    },
    buildEnd: () => enter(`bundling ${modules.toLocaleString('en')} modules into chunks`),
    writeBundle: () => enter('compressing the files (.br, .gz)'),
    closeBundle: () => clearInterval(timer),
  };
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
