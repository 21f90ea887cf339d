import { isCalendarDate, type RosterIssue } from '@school/api/schemas';
import { messages } from '../../i18n';
import { fill } from '../../lib/text';
import { listValues, parseCsv, type CsvProblem } from './csv';
import {
  DATA_FILES,
  FILE_MODES,
  GRADEBOOK,
  IMPORTED,
  MANIFEST,
  MANIFEST_HEADER,
  TABLES,
  USERS_HEADER_1_2,
  fileName,
  headerOf,
  type Column,
  type FileMode,
  type RosterFile,
  type TableName,
} from './tables';

// ─── A OneRoster zip's files, checked against the binding (no database) ─────────────────────
// Every problem is an issue naming the file, the line (1 = the header) and the column. The
// manifest first (versions, each file's mode, the files it lists against the zip's), then each
// file the product reads: its header exactly, each field's format, unique sourcedIds, and every
// reference to a record of another file.

/** A data row: its line and its values by column. */
export interface Row {
  line: number;
  v: Record<string, string>;
}

export interface RosterSet {
  modes: Record<RosterFile, FileMode>;
  rows: Partial<Record<TableName, Row[]>>;
  /** Files the zip holds that are not imported (resources, score scales, learning objectives…). */
  ignored: string[];
}

export type RosterRead = { ok: true; set: RosterSet } | { ok: false; issues: RosterIssue[] };

export const issue = (file: string, line: number | null, column: string | null, error: string): RosterIssue => ({
  file,
  line,
  column,
  error,
});

const CSV_PROBLEMS: Record<CsvProblem, string> = {
  encoding: messages.rosterEncoding,
  unclosedQuote: messages.rosterUnclosedQuote,
  lineBreakInField: messages.rosterLineBreak,
  strayQuote: messages.rosterStrayQuote,
};

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
/** Long texts a field may hold; every other value is an id, a name or a code. */
const LONG = new Set([
  'description',
  'comment',
  'textScore',
  'periods',
  'grades',
  'subjects',
  'subjectCodes',
  'userIds',
  'agentSourcedIds',
  'termSourcedIds',
]);
const maxLength = (name: string) => (LONG.has(name) ? 4000 : 255);

/** The problem of one value of a column, or null. */
function fieldProblem(col: Column, value: string): string | null {
  if (value === '') return col.required ? messages.rosterRequired : null;
  const max = maxLength(col.name);
  if (value.length > max) return fill(messages.rosterTooLong, { max });
  const f = col.format;
  if (Array.isArray(f)) return f.includes(value) ? null : fill(messages.rosterEnum, { values: f.join(', ') });
  switch (f) {
    case 'date':
      return isCalendarDate(value) ? null : messages.rosterDate;
    case 'datetime':
      return DATETIME.test(value) && !Number.isNaN(Date.parse(value)) && isCalendarDate(value.slice(0, 10))
        ? null
        : messages.rosterDateTime;
    case 'year':
      return /^\d{4}$/.test(value) ? null : messages.rosterYear;
    case 'boolean':
      return value === 'true' || value === 'false' ? null : messages.rosterBoolean;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? null : messages.rosterNumber;
    case 'refList':
      return listValues(value).length ? null : col.required ? messages.rosterRequired : null;
    default:
      return null;
  }
}

/** The manifest's modes, or its issues. */
function readManifest(bytes: Uint8Array | undefined, issues: RosterIssue[]): Record<RosterFile, FileMode> | null {
  if (!bytes) {
    issues.push(issue(MANIFEST, null, null, messages.rosterNoManifest));
    return null;
  }
  const parsed = parseCsv(bytes);
  if (!parsed.ok) {
    issues.push(issue(MANIFEST, parsed.line, null, CSV_PROBLEMS[parsed.problem]));
    return null;
  }
  const [head, ...records] = parsed.records;
  if (!head || head.fields.length !== 2 || head.fields.some((h, i) => h !== MANIFEST_HEADER[i])) {
    issues.push(issue(MANIFEST, 1, null, fill(messages.rosterHeader, { header: MANIFEST_HEADER.join(',') })));
    return null;
  }
  const props = new Map<string, { value: string; line: number }>();
  for (const r of records) {
    if (r.fields.length !== 2) {
      issues.push(issue(MANIFEST, r.line, null, fill(messages.rosterFieldCount, { count: r.fields.length, expected: 2 })));
      continue;
    }
    if (props.has(r.fields[0])) {
      issues.push(
        issue(MANIFEST, r.line, 'propertyName', fill(messages.rosterDuplicate, { id: r.fields[0], line: props.get(r.fields[0])!.line })),
      );
      continue;
    }
    props.set(r.fields[0], { value: r.fields[1], line: r.line });
  }
  const expect = (name: string, wanted: string) => {
    const p = props.get(name);
    if (p?.value !== wanted)
      issues.push(issue(MANIFEST, p?.line ?? null, 'value', `${name}: ${fill(messages.rosterManifestVersion, { expected: wanted })}`));
  };
  expect('manifest.version', '1.0');
  expect('oneroster.version', '1.2');
  const modes = {} as Record<RosterFile, FileMode>;
  for (const file of DATA_FILES) {
    // The binding's table marks the files new in 1.2 with a star; a file written with it is read too.
    const p = props.get(`file.${file}`) ?? props.get(`file.${file}*`);
    if (!p) {
      issues.push(issue(MANIFEST, null, 'propertyName', fill(messages.rosterManifestProperty, { file: `file.${file}` })));
      modes[file] = 'absent';
    } else if (!(FILE_MODES as readonly string[]).includes(p.value)) {
      issues.push(issue(MANIFEST, p.line, 'value', messages.rosterManifestMode));
      modes[file] = 'absent';
    } else modes[file] = p.value as FileMode;
  }
  return modes;
}

/** The header is the table's (users: or the 1.2 release's), then only `metadata.*` extension columns. */
function headerFits(table: TableName, fields: string[]): boolean {
  const candidates = table === 'users' ? [headerOf('users'), USERS_HEADER_1_2] : [headerOf(table)];
  return candidates.some(
    (h) =>
      fields.length >= h.length &&
      h.every((name, i) => fields[i] === name) &&
      fields.slice(h.length).every((x) => x.startsWith('metadata.')),
  );
}

/** One table's rows, or its issues (header, field counts and formats, unique sourcedIds). */
function readTable(table: TableName, bytes: Uint8Array, mode: FileMode, issues: RosterIssue[]): Row[] {
  const file = fileName(table);
  const parsed = parseCsv(bytes);
  if (!parsed.ok) {
    issues.push(issue(file, parsed.line, null, CSV_PROBLEMS[parsed.problem]));
    return [];
  }
  const [head, ...records] = parsed.records;
  if (!head || !headerFits(table, head.fields)) {
    issues.push(issue(file, 1, null, fill(messages.rosterHeader, { header: headerOf(table).join(',') })));
    return [];
  }
  if (!records.length) {
    issues.push(issue(file, null, null, messages.rosterEmptyFile));
    return [];
  }
  const columns = TABLES[table] as readonly Column[];
  const rows: Row[] = [];
  const seen = new Map<string, number>();
  for (const r of records) {
    if (r.fields.length !== head.fields.length) {
      issues.push(issue(file, r.line, null, fill(messages.rosterFieldCount, { count: r.fields.length, expected: head.fields.length })));
      continue;
    }
    const v: Record<string, string> = {};
    head.fields.forEach((name, i) => (v[name] = r.fields[i].trim()));
    for (const col of columns) {
      const problem = fieldProblem(col, v[col.name]);
      if (problem) issues.push(issue(file, r.line, col.name, problem));
    }
    if (mode === 'delta' && (!v.status || !v.dateLastModified))
      issues.push(issue(file, r.line, v.status ? 'dateLastModified' : 'status', messages.rosterDeltaStatus));
    const id = v.sourcedId;
    if (id) {
      const first = seen.get(id);
      if (first !== undefined) issues.push(issue(file, r.line, 'sourcedId', fill(messages.rosterDuplicate, { id, line: first })));
      else seen.set(id, r.line);
    }
    for (const [from, to] of [
      ['startDate', 'endDate'],
      ['beginDate', 'endDate'],
    ] as const) {
      if (v[from] && v[to] && isCalendarDate(v[from]) && isCalendarDate(v[to]) && v[to] < v[from])
        issues.push(issue(file, r.line, to, messages.rosterEndBeforeStart));
    }
    rows.push({ line: r.line, v });
  }
  return rows;
}

/** Every reference names a record of its target file (once per file and column when the target is absent). */
function checkReferences(set: RosterSet, issues: RosterIssue[]) {
  const ids = new Map<TableName, Set<string>>();
  for (const [t, rows] of Object.entries(set.rows) as [TableName, Row[]][]) ids.set(t, new Set(rows.map((r) => r.v.sourcedId)));
  for (const [table, rows] of Object.entries(set.rows) as [TableName, Row[]][]) {
    const file = fileName(table);
    for (const col of TABLES[table] as readonly Column[]) {
      if (!col.target) continue;
      const targetIds = ids.get(col.target as TableName);
      let absentTold = false;
      for (const r of rows) {
        const values = col.format === 'refList' ? listValues(r.v[col.name]) : r.v[col.name] ? [r.v[col.name]] : [];
        for (const id of values) {
          if (!targetIds) {
            if (!absentTold)
              issues.push(issue(file, r.line, col.name, fill(messages.rosterTargetAbsent, { file: fileName(col.target), id })));
            absentTold = true;
          } else if (!targetIds.has(id))
            issues.push(issue(file, r.line, col.name, fill(messages.rosterDangling, { file: fileName(col.target), id })));
        }
      }
    }
  }
}

/** Reads the zip's entries into a checked set of rows. */
export function readRosterSet(entries: Map<string, Uint8Array>): RosterRead {
  const issues: RosterIssue[] = [];
  const known = new Set<string>([MANIFEST, ...DATA_FILES.map(fileName)]);
  for (const name of entries.keys()) if (!known.has(name)) issues.push(issue(name, null, null, messages.rosterUnknownEntry));
  const modes = readManifest(entries.get(MANIFEST), issues);
  if (!modes) return { ok: false, issues };
  const set: RosterSet = { modes, rows: {}, ignored: [] };
  const readable = new Set<RosterFile>([...IMPORTED, ...GRADEBOOK]);
  for (const file of DATA_FILES) {
    const name = fileName(file);
    const bytes = entries.get(name);
    const mode = modes[file];
    if (mode === 'absent') {
      if (bytes) issues.push(issue(name, null, null, messages.rosterFileNotListed));
      continue;
    }
    if (!bytes) {
      issues.push(issue(name, null, null, fill(messages.rosterFileMissing, { file: name, mode })));
      continue;
    }
    if (readable.has(file)) set.rows[file as TableName] = readTable(file as TableName, bytes, mode, issues);
    else set.ignored.push(name);
  }
  if (!issues.length) checkReferences(set, issues);
  return issues.length ? { ok: false, issues } : { ok: true, set };
}
