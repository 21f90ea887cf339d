import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

// A display for a headed Chromium (issue 17's real tab switch: headless Chromium never hides a
// tab). With DISPLAY set it is used as it is; otherwise Debian's Xvfb is started on the first
// free display number from :90 and stopped by `stop()`.

export interface Display {
  /** The DISPLAY value for the browser, e.g. ':90'. */
  display: string;
  stop: () => Promise<void>;
}

const XVFB = '/usr/bin/Xvfb';
const taken = (n: number) => existsSync(`/tmp/.X${n}-lock`) || existsSync(`/tmp/.X11-unix/X${n}`);

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function ensureDisplay(): Promise<Display> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: async () => {} };
  if (!existsSync(XVFB))
    throw new Error('No DISPLAY and no Xvfb: npm run test:e2e installs it (scripts/debian-packages.sh), or apt-get install xvfb');
  for (let n = 90; n < 190; n++) {
    if (taken(n)) continue;
    const child: ChildProcess = spawn(XVFB, [`:${n}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    let exited = false;
    child.once('exit', () => (exited = true));
    try {
      // Ready once its socket exists; another run may have taken the number meanwhile (then it exits).
      await until(() => exited || existsSync(`/tmp/.X11-unix/X${n}`), 10_000, `Xvfb :${n}`);
    } catch (err) {
      child.kill();
      throw err;
    }
    if (exited) continue;
    return {
      display: `:${n}`,
      stop: async () => {
        if (exited) return;
        const gone = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill('SIGTERM');
        await gone;
      },
    };
  }
  throw new Error('No free X display number between :90 and :189');
}
