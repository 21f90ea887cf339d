// `node scripts/decisions-index.mjs`: writes docs/decisions/README.md and docs/measurements/README.md
// from the record files beside them (issue 40). `--check` writes nothing and exits 1 when an index is
// stale or a record is malformed (run by scripts/checks/decisions.test.ts in `npm run test:unit`).
//
// A decision is one file `docs/decisions/NNNN-short-title.md` (four digits, the record's number):
//
//   # N. Title
//
//   - Status: accepted            (or: proposed, deprecated, superseded by N, "accepted, amended by N")
//   - Date: YYYY-MM-DD
//
//   ## Context
//   ## Decision
//   ## Consequences
//
// A measurement log is `docs/measurements/NNNN-short-title.md`: `# N. Title`, then `- Date:` and
// `- Justifies:` with a link to each decision it justifies. A decision whose figures were moved out
// shares its number with its measurements file.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const decisionsDir = `${root}docs/decisions`;
const measurementsDir = `${root}docs/measurements`;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];
const STATUS = /^(accepted|proposed|deprecated|superseded by .+)(, amended by .+)?$/;

/** The records of one folder, each checked; problems are collected, not thrown. */
function readRecords(dir, kind, problems) {
  const records = [];
  for (const file of readdirSync(dir).sort()) {
    if (file === 'README.md') continue;
    const where = `${dir.slice(root.length)}/${file}`;
    const m = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.exec(file);
    if (!m) {
      problems.push(`${where}: name it NNNN-short-title.md (four digits, lower-case words joined by -)`);
      continue;
    }
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    const lines = text.split('\n');
    const heading = /^# (\d+)\. (.+)$/.exec(lines[0] ?? '');
    if (!heading) {
      problems.push(`${where}: the first line must be "# N. Title"`);
      continue;
    }
    const n = Number(heading[1]);
    if (n !== Number(m[1])) problems.push(`${where}: its heading says ${n}, its name ${Number(m[1])}`);
    const field = (name) =>
      lines
        .find((l) => l.startsWith(`- ${name}: `))
        ?.slice(name.length + 4)
        .trim();
    const date = field('Date');
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push(`${where}: needs "- Date: YYYY-MM-DD"`);
    const record = { n, file, title: heading[2].trim(), date: date ?? '' };
    if (kind === 'decision') {
      const status = field('Status');
      if (!status || !STATUS.test(status.replace(/\[(\d+)\]\([^)]*\)/g, '$1')))
        problems.push(`${where}: needs "- Status: accepted" (or proposed, deprecated, superseded by N)`);
      record.status = status ?? '';
      let at = -1;
      for (const section of SECTIONS) {
        const next = lines.indexOf(section, at + 1);
        if (next === -1) problems.push(`${where}: needs a "${section}" section (after the ones before it)`);
        else at = next;
      }
    } else {
      record.justifies = [...(field('Justifies') ?? '').matchAll(/\[(\d+)\./g)].map((j) => Number(j[1]));
      if (!record.justifies.length) problems.push(`${where}: needs "- Justifies: [N. Title](../decisions/NNNN-….md)"`);
    }
    for (const link of text.matchAll(/\]\((?!https?:|#)([^)\s]+\.md)\)/g)) {
      try {
        readFileSync(new URL(link[1], `file://${dir}/${file}`));
      } catch {
        problems.push(`${where}: links to ${link[1]}, which does not exist`);
      }
    }
    records.push(record);
  }
  return records;
}

const escape = (title) => title.replace(/\|/g, '\\|').replace(/([[\]])/g, '\\$1');
const plainStatus = (status) => status.replace(/\[(\d+)\]\(([^)]*)\)/g, '[$1]($2)');

export function buildIndexes() {
  const problems = [];
  const decisions = readRecords(decisionsDir, 'decision', problems);
  const measurements = readRecords(measurementsDir, 'measurement', problems);
  const seen = new Map();
  for (const d of decisions) {
    if (seen.has(d.n)) problems.push(`docs/decisions: ${d.file} and ${seen.get(d.n)} share the number ${d.n}`);
    seen.set(d.n, d.file);
  }
  const byNumber = new Map(decisions.map((d) => [d.n, d]));
  for (const m of measurements) {
    for (const j of m.justifies ?? [])
      if (!byNumber.has(j)) problems.push(`docs/measurements/${m.file}: justifies decision ${j}, which has no file`);
  }
  const justifiedBy = new Map();
  for (const m of measurements) for (const j of m.justifies) justifiedBy.set(j, [...(justifiedBy.get(j) ?? []), m]);

  const decisionsIndex = [
    '# Decisions',
    '',
    '<!-- Written by `node scripts/decisions-index.mjs` from the files beside it; do not edit by hand. -->',
    '',
    'Why things are as they are: one short record a decision, as Primer (`contributor-docs/adrs/`) and',
    'adr-tools keep them. Each file is `NNNN-short-title.md` with a Status (accepted, superseded by N),',
    'a Date, and three parts: **Context** (what made a choice necessary), **Decision** (what we chose)',
    'and **Consequences** (what follows, what it costs, what is left). The figures that justify a',
    'decision are in [`../measurements/`](../measurements/README.md), linked from its Consequences.',
    '',
    'A new decision: the next free number (or one of your range), the shape of any file below, then',
    '`node scripts/decisions-index.mjs`. `npm run test:unit` fails while this index is stale or a record',
    'lacks a part. A decision that replaces an older one says "Supersedes decision N" in its Context, and',
    "the older one's Status becomes `superseded by N`.",
    '',
    `${decisions.length} decisions, ${measurements.length} measurement logs.`,
    '',
    '| # | decision | status | date | measured |',
    '| --- | --- | --- | --- | --- |',
    ...decisions.map((d) => {
      const logs = (justifiedBy.get(d.n) ?? []).map((m) => `[${m.n}](../measurements/${m.file})`).join(', ');
      return `| ${d.n} | [${escape(d.title)}](${d.file}) | ${plainStatus(d.status)} | ${d.date} | ${logs} |`;
    }),
    '',
  ].join('\n');

  const measurementsIndex = [
    '# Measurements',
    '',
    '<!-- Written by `node scripts/decisions-index.mjs` from the files beside it; do not edit by hand. -->',
    '',
    "The benches' logs: what was measured, how (the command, the machine's load), and the figures, kept",
    'apart from the decisions they justify (`docs/decisions/`). The benches themselves are in',
    '`scripts/bench/` (README, "Benchmark" and "Exam day"). A log that shares its number with a',
    "decision holds the figures moved out of that decision's record; the others were records of their own.",
    '',
    '| # | log | date | justifies |',
    '| --- | --- | --- | --- |',
    ...measurements.map(
      (m) =>
        `| ${m.n} | [${escape(m.title)}](${m.file}) | ${m.date} | ${m.justifies
          .map((j) => (byNumber.has(j) ? `[${j}](../decisions/${byNumber.get(j).file})` : String(j)))
          .join(', ')} |`,
    ),
    '',
  ].join('\n');
  return {
    problems,
    files: [
      { path: `${decisionsDir}/README.md`, text: decisionsIndex },
      { path: `${measurementsDir}/README.md`, text: measurementsIndex },
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const { problems, files } = buildIndexes();
  for (const p of problems) console.error(p);
  let stale = false;
  for (const f of files) {
    let current = '';
    try {
      current = readFileSync(f.path, 'utf8');
    } catch {
      /* not written yet */
    }
    if (current === f.text) continue;
    if (check) {
      stale = true;
      console.error(`${f.path.slice(root.length)} is stale: run node scripts/decisions-index.mjs`);
    } else writeFileSync(f.path, f.text);
  }
  if (!check) console.log(`docs/decisions/README.md and docs/measurements/README.md written`);
  process.exit(problems.length || stale ? 1 : 0);
}
