// The portal's first route: every JS file index.html loads or preloads, measured gzipped.
// Read from the built index.html so a chunk that sneaks onto the first route is counted.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const html = readFileSync(join(__dirname, 'dist/index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => `dist/${m[1]}`);

module.exports = [{ name: 'portal first route (/home): all JS in index.html', path: files, limit: '170 KB', gzip: true }];
