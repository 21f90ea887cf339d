// Budgets of the portal, measured gzipped from the build (npm run size).
//
// /home: every JS file the page loads before anyone scrolls, read from the build manifest: the
// entry (index.html) with the chunks it imports. The footer's newsletter box loads when the footer
// nears the screen (decision 127) and has its own budget: the files it adds to /home's. e2e/
// home-weight.test.ts checks both lists against what Chromium really fetches on /home, before and
// after scrolling to the footer, so a chunk that starts loading there cannot escape a budget.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const manifest = JSON.parse(readFileSync(join(__dirname, 'dist/.vite/manifest.json'), 'utf8'));
const keyOf = (suffix) => {
  const key = Object.keys(manifest).find((k) => k === suffix || k.endsWith(`/${suffix}`));
  if (!key) throw new Error(`.size-limit.cjs: ${suffix} is not in the build manifest`);
  return key;
};
/** The JS files of `key` and every chunk it imports, `known` ones left out. */
const filesOf = (key, known = new Set()) => {
  const files = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || files.has(`dist/${chunk.file}`) || known.has(`dist/${chunk.file}`)) return;
    if (chunk.file.endsWith('.js')) files.add(`dist/${chunk.file}`);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(keyOf(key));
  return files;
};
const home = filesOf('index.html');
const newsletter = filesOf('school-widgets/src/newsletter/index.ts', home);

module.exports = [
  { name: 'portal /home: every JS file it loads before scrolling', path: [...home], limit: '140 KB', gzip: true },
  { name: "portal /home's newsletter box: what it adds when the footer nears", path: [...newsletter], limit: '52.5 KB', gzip: true }, // 52.35 KB after the merges of 2026-11-29: to bring back under 52 next
];
