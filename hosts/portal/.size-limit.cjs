// Budgets of the portal, measured gzipped from the build (npm run size).
//
// /home: every JS file the page needs, read from the build manifest: the entry (index.html) and
// the lazy parts /home always loads (HOME_LAZY: the footer's newsletter box), each with the
// chunks it imports. e2e/home-weight.test.ts checks this list against what Chromium really
// fetches on /home, so a chunk that starts loading there cannot escape the budget.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** Modules /home imports lazily but always (matched by the end of their manifest key). */
const HOME_LAZY = ['school-widgets/src/newsletter/index.ts'];

const manifest = JSON.parse(readFileSync(join(__dirname, 'dist/.vite/manifest.json'), 'utf8'));
const keyOf = (suffix) => {
  const key = Object.keys(manifest).find((k) => k === suffix || k.endsWith(`/${suffix}`));
  if (!key) throw new Error(`.size-limit.cjs: ${suffix} is not in the build manifest`);
  return key;
};
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(`dist/${chunk.file}`)) return;
  if (chunk.file.endsWith('.js')) files.add(`dist/${chunk.file}`);
  for (const k of chunk.imports ?? []) visit(k);
};
visit(keyOf('index.html'));
for (const lazy of HOME_LAZY) visit(keyOf(lazy));

module.exports = [{ name: 'portal /home: every JS file it loads, lazy parts included', path: [...files], limit: '140 KB', gzip: true }];
