import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';

// ─── A OneRoster 1.2 CSV set's checker, written from the binding apart from the product ──────
// Its own copy of the tables (1EdTech OneRoster CSV Binding 1.2.1, section 3): the product's
// export must pass it, so the export cannot drift from the standard with its own table. It checks
// the manifest, every file's header (names, order), each value's format and enumeration, unique
// sourcedIds, and that every reference names a record of the set.

type Kind = 'id' | 'ref' | 'refs' | 'text' | 'list' | 'date' | 'datetime' | 'year' | 'bool' | 'num' | string[];
type Spec = [name: string, kind: Kind, required?: boolean, target?: string][];

const status: Spec = [
  ['sourcedId', 'id', true],
  ['status', ['active', 'tobedeleted']],
  ['dateLastModified', 'datetime'],
];
const bools = (...names: string[]): Spec => names.map((n) => [n, 'bool']);

const SPEC: Record<string, Spec> = {
  orgs: [
    ...status,
    ['name', 'text', true],
    ['type', ['department', 'school', 'district', 'local', 'state', 'national'], true],
    ['identifier', 'text'],
    ['parentSourcedId', 'ref', false, 'orgs'],
  ],
  academicSessions: [
    ...status,
    ['title', 'text', true],
    ['type', ['gradingPeriod', 'semester', 'schoolYear', 'term'], true],
    ['startDate', 'date', true],
    ['endDate', 'date', true],
    ['parentSourcedId', 'ref', false, 'academicSessions'],
    ['schoolYear', 'year', true],
  ],
  courses: [
    ...status,
    ['schoolYearSourcedId', 'ref', false, 'academicSessions'],
    ['title', 'text', true],
    ['courseCode', 'text'],
    ['grades', 'list'],
    ['orgSourcedId', 'ref', true, 'orgs'],
    ['subjects', 'list'],
    ['subjectCodes', 'list'],
  ],
  classes: [
    ...status,
    ['title', 'text', true],
    ['grades', 'list'],
    ['courseSourcedId', 'ref', true, 'courses'],
    ['classCode', 'text'],
    ['classType', ['homeroom', 'scheduled'], true],
    ['location', 'text'],
    ['schoolSourcedId', 'ref', true, 'orgs'],
    ['termSourcedIds', 'refs', true, 'academicSessions'],
    ['subjects', 'list'],
    ['subjectCodes', 'list'],
    ['periods', 'list'],
  ],
  users: [
    ...status,
    ['enabledUser', 'bool', true],
    ['username', 'text', true],
    ['userIds', 'list'],
    ['givenName', 'text', true],
    ['familyName', 'text', true],
    ['middleName', 'text'],
    ['identifier', 'text'],
    ['email', 'text'],
    ['sms', 'text'],
    ['phone', 'text'],
    ['agentSourcedIds', 'refs', false, 'users'],
    ['grades', 'list'],
    ['password', 'text'],
    ['userMasterIdentifier', 'text'],
    ['preferredGivenName', 'text'],
    ['preferredMiddleName', 'text'],
    ['preferredFamilyName', 'text'],
    ['primaryOrgSourcedId', 'ref', false, 'orgs'],
    ['pronouns', 'text'],
  ],
  roles: [
    ...status,
    ['userSourcedId', 'ref', true, 'users'],
    ['roleType', ['primary', 'secondary'], true],
    [
      'role',
      [
        'aide',
        'counselor',
        'districtAdministrator',
        'guardian',
        'parent',
        'principal',
        'proctor',
        'relative',
        'siteAdministrator',
        'student',
        'systemAdministrator',
        'teacher',
      ],
      true,
    ],
    ['beginDate', 'date'],
    ['endDate', 'date'],
    ['orgSourcedId', 'ref', true, 'orgs'],
    ['userProfileSourcedId', 'text'],
  ],
  enrollments: [
    ...status,
    ['classSourcedId', 'ref', true, 'classes'],
    ['schoolSourcedId', 'ref', true, 'orgs'],
    ['userSourcedId', 'ref', true, 'users'],
    ['role', ['administrator', 'proctor', 'student', 'teacher'], true],
    ['primary', 'bool'],
    ['beginDate', 'date'],
    ['endDate', 'date'],
  ],
  demographics: [
    ['sourcedId', 'ref', true, 'users'],
    ['status', ['active', 'tobedeleted']],
    ['dateLastModified', 'datetime'],
    ['birthDate', 'date'],
    ['sex', ['male', 'female', 'unspecified', 'other']],
    ...bools(
      'americanIndianOrAlaskaNative',
      'asian',
      'blackOrAfricanAmerican',
      'nativeHawaiianOrOtherPacificIslander',
      'white',
      'demographicRaceTwoOrMoreRaces',
      'hispanicOrLatinoEthnicity',
    ),
    ['countryOfBirthCode', 'text'],
    ['stateOfBirthAbbreviation', 'text'],
    ['cityOfBirth', 'text'],
    ['publicSchoolResidenceStatus', 'text'],
  ],
  categories: [...status, ['title', 'text', true], ['weight', 'num']],
  lineItems: [
    ...status,
    ['title', 'text', true],
    ['description', 'text'],
    ['assignDate', 'date', true],
    ['dueDate', 'date', true],
    ['classSourcedId', 'ref', true, 'classes'],
    ['categorySourcedId', 'ref', true, 'categories'],
    ['academicSessionSourcedId', 'ref', true, 'academicSessions'],
    ['resultValueMin', 'num'],
    ['resultValueMax', 'num'],
    ['schoolSourcedId', 'ref', true, 'orgs'],
  ],
  results: [
    ...status,
    ['lineItemSourcedId', 'ref', true, 'lineItems'],
    ['studentSourcedId', 'ref', true, 'users'],
    ['scoreStatus', ['exempt', 'fully graded', 'not submitted', 'partially graded', 'submitted'], true],
    ['score', 'num'],
    ['scoreDate', 'date', true],
    ['comment', 'text'],
    ['textScore', 'text'],
    ['classSourcedId', 'ref', false, 'classes'],
    ...bools('inProgress', 'incomplete', 'late', 'missing'),
  ],
};

/**
 * The data files a 1.2 manifest names (file.<name>), all 21 of them: read from the manifest of the
 * sample set written from the binding (./sample/manifest.csv), not from the product.
 */
export const MANIFEST_FILES = readFileSync(new URL('./sample/manifest.csv', import.meta.url), 'utf8')
  .split(/\r?\n/)
  .filter((l) => l.startsWith('file.'))
  .map((l) => l.slice('file.'.length).split(',')[0]);

/** CEDS entry grade levels. */
const GRADES = [
  'IT',
  'PR',
  'PK',
  'TK',
  'KG',
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  'PS',
  'UG',
  'Other',
];

/** RFC 4180 records of a file (quotes, doubled quotes; CRLF or LF). */
export function records(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      out.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    out.push(row);
  }
  return out;
}

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** Every problem of the set, as text ('users.csv line 3 email: …'); empty when it conforms. */
export function validateOneRoster(zip: Uint8Array): { problems: string[]; files: Record<string, string[][]> } {
  const entries = unzipSync(zip);
  const problems: string[] = [];
  const files: Record<string, string[][]> = {};
  for (const [name, bytes] of Object.entries(entries)) files[name] = records(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  const manifest = files['manifest.csv'];
  if (!manifest) return { problems: ['no manifest.csv'], files };
  if (manifest[0].join(',') !== 'propertyName,value') problems.push('manifest.csv header');
  const props = new Map(manifest.slice(1).map((r) => [r[0], r[1]]));
  if (props.get('manifest.version') !== '1.0') problems.push('manifest.version is not 1.0');
  if (props.get('oneroster.version') !== '1.2') problems.push('oneroster.version is not 1.2');
  for (const f of MANIFEST_FILES) {
    const mode = props.get(`file.${f}`);
    if (!['absent', 'bulk', 'delta'].includes(mode ?? '')) problems.push(`manifest file.${f} is ${mode}`);
    if ((mode === 'absent') === !!files[`${f}.csv`]) problems.push(`${f}.csv present: ${!!files[`${f}.csv`]}, manifest: ${mode}`);
  }
  for (const name of Object.keys(files))
    if (name !== 'manifest.csv' && !MANIFEST_FILES.includes(name.replace(/\.csv$/, ''))) problems.push(`unknown file ${name}`);
  const ids = new Map<string, Set<string>>();
  for (const [table, spec] of Object.entries(SPEC)) {
    const rows = files[`${table}.csv`];
    if (!rows) continue;
    if (rows[0].join(',') !== spec.map((s) => s[0]).join(',')) problems.push(`${table}.csv header: ${rows[0].join(',')}`);
    if (rows.length < 2) problems.push(`${table}.csv has no rows`);
    const seen = new Set<string>();
    rows.slice(1).forEach((r, i) => {
      const at = `${table}.csv line ${i + 2}`;
      if (r.length !== spec.length) problems.push(`${at}: ${r.length} fields`);
      if (seen.has(r[0])) problems.push(`${at}: sourcedId ${r[0]} twice`);
      seen.add(r[0]);
      // Bulk: status and dateLastModified blank.
      if (props.get(`file.${table}`) === 'bulk' && (r[1] || r[2])) problems.push(`${at}: status/dateLastModified in a bulk file`);
      spec.forEach(([name, kind, required], c) => {
        const v = r[c] ?? '';
        if (!v) {
          if (required) problems.push(`${at} ${name}: required`);
          return;
        }
        const bad =
          (Array.isArray(kind) && !kind.includes(v)) ||
          (kind === 'date' && !isDate(v)) ||
          (kind === 'datetime' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(v)) ||
          (kind === 'year' && !/^\d{4}$/.test(v)) ||
          (kind === 'bool' && v !== 'true' && v !== 'false') ||
          (kind === 'num' && !Number.isFinite(Number(v))) ||
          (name === 'grades' && v.split(',').some((g) => !GRADES.includes(g)));
        if (bad) problems.push(`${at} ${name}: ${v}`);
      });
    });
    ids.set(table, seen);
  }
  for (const [table, spec] of Object.entries(SPEC)) {
    const rows = files[`${table}.csv`];
    if (!rows) continue;
    rows.slice(1).forEach((r, i) =>
      spec.forEach(([name, kind, , target], c) => {
        if (!target || !r[c]) return;
        for (const id of kind === 'refs' ? r[c].split(',') : [r[c]])
          if (!ids.get(target)?.has(id)) problems.push(`${table}.csv line ${i + 2} ${name}: ${id} is not in ${target}.csv`);
      }),
    );
  }
  // Semantics the binding states: a course's school year is a schoolYear, a class's terms are terms or semesters.
  const sessionType = new Map((files['academicSessions.csv'] ?? []).slice(1).map((r) => [r[0], r[4]]));
  for (const r of (files['courses.csv'] ?? []).slice(1))
    if (r[3] && sessionType.get(r[3]) !== 'schoolYear') problems.push(`course ${r[0]}: school year ${r[3]} is not a schoolYear`);
  for (const r of (files['classes.csv'] ?? []).slice(1))
    for (const t of r[10].split(','))
      if (!['term', 'semester', 'gradingPeriod'].includes(sessionType.get(t) ?? '')) problems.push(`class ${r[0]}: ${t} is not a term`);
  return { problems, files };
}
