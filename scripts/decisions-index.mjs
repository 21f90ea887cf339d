// `node scripts/decisions-index.mjs`: writes the index at the top of docs/decisions.md (issue 22)
// from its record headings (`## N. Title`), between `<!-- index -->` and `<!-- /index -->`.
// Run it after adding or renumbering records; the records' text is left as it is.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../docs/decisions.md', import.meta.url);
const text = readFileSync(file, 'utf8');

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered.
const seen = new Map();
const slug = (title) => {
  const base = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n ? `${base}-${n}` : base;
};

const records = [...text.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => ({
  n: m[1],
  title: m[2].trim(),
  anchor: slug(`${m[1]}. ${m[2].trim()}`),
}));
const index = [
  '<!-- index -->',
  '',
  `${records.length} records (written by \`node scripts/decisions-index.mjs\`):`,
  '',
  ...records.map((r) => `- [${r.n}. ${r.title.replace(/([[\]])/g, '\\$1')}](#${r.anchor})`),
  '',
  '<!-- /index -->',
].join('\n');

const start = text.indexOf('<!-- index -->');
const end = text.indexOf('<!-- /index -->');
let out;
if (start !== -1 && end !== -1) out = text.slice(0, start) + index + text.slice(end + '<!-- /index -->'.length);
else {
  const first = text.indexOf('\n## ');
  out = `${text.slice(0, first)}\n${index}\n${text.slice(first)}`;
}
writeFileSync(file, out);
console.log(`docs/decisions.md: an index of ${records.length} records`);
