// The browser the end-to-end tests drive (e2e/harness.ts, e2e/wordpress/check.mjs): CHROMIUM_PATH,
// else Debian's chromium-headless-shell when installed (the engine without the browser window
// around it, what Playwright runs headless: the full browser starts a WebUI renderer for the
// window of every new context; docs/decisions/0040-end-to-end-tests-in-chromiums-headless-shell.md), else Debian's Chromium.
import { existsSync } from 'node:fs';

const SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
