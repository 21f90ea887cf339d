// ─── The OneRoster 1.2 CSV binding's tables (1EdTech, CSV Binding 1.2.1, section 3) ─────────
// File names, column headers in their order, which columns are required and what each holds.
// The export writes exactly these headers; the import refuses any other header (a file may add
// `metadata.*` extension columns to the right, as the binding allows). docs/decisions/0200 says
// where each table comes from and how our records map onto them.

/** How a column's value is written (binding section 2.3 and the data model's types). */
export type ColumnFormat =
  | 'guid' // a sourcedId
  | 'ref' // one sourcedId of another record
  | 'refList' // sourcedIds, comma separated
  | 'string'
  | 'list' // strings, comma separated
  | 'date' // YYYY-MM-DD
  | 'datetime' // YYYY-MM-DDThh:mm:ss.sssZ (UTC)
  | 'year' // YYYY
  | 'boolean' // true | false
  | 'number'
  | readonly string[]; // an enumeration

export interface Column {
  name: string;
  format: ColumnFormat;
  required?: boolean;
  /** For ref and refList: the file whose sourcedIds it names. */
  target?: RosterFile;
}

/** Every data file of the 1.2 binding, in the manifest's order (file.<name> properties). */
export const DATA_FILES = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectiveIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectiveIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
] as const;
export type RosterFile = (typeof DATA_FILES)[number];

export const MANIFEST = 'manifest.csv';
export const MANIFEST_HEADER = ['propertyName', 'value'] as const;
export const FILE_MODES = ['absent', 'bulk', 'delta'] as const;
export type FileMode = (typeof FILE_MODES)[number];

export const fileName = (file: RosterFile) => `${file}.csv`;

// ─── Enumerations (the data model's vocabularies) ───────────────────────────────────────────
export const STATUS = ['active', 'tobedeleted'] as const;
export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
export const CLASS_TYPES = ['homeroom', 'scheduled'] as const;
export const ENROLLMENT_ROLES = ['administrator', 'proctor', 'student', 'teacher'] as const;
export const ROLE_TYPES = ['primary', 'secondary'] as const;
export const ROLES = [
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
] as const;
export const SEXES = ['male', 'female', 'unspecified', 'other'] as const;
export const SCORE_STATUSES = ['exempt', 'fully graded', 'not submitted', 'partially graded', 'submitted'] as const;
/** CEDS entry grade levels, which the binding's `grades` columns take. */
export const GRADE_CODES = [
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
] as const;

// ─── The tables ──────────────────────────────────────────────────────────────────────────────
const common: Column[] = [
  { name: 'sourcedId', format: 'guid', required: true },
  { name: 'status', format: STATUS },
  { name: 'dateLastModified', format: 'datetime' },
];
const bool = (name: string): Column => ({ name, format: 'boolean' });
const str = (name: string, required = false): Column => ({ name, format: 'string', required });

/** The columns of each file the product reads or writes; the other files are only checked against the manifest. */
export const TABLES = {
  orgs: [
    ...common,
    str('name', true),
    { name: 'type', format: ORG_TYPES, required: true },
    str('identifier'),
    { name: 'parentSourcedId', format: 'ref', target: 'orgs' },
  ],
  academicSessions: [
    ...common,
    str('title', true),
    { name: 'type', format: SESSION_TYPES, required: true },
    { name: 'startDate', format: 'date', required: true },
    { name: 'endDate', format: 'date', required: true },
    { name: 'parentSourcedId', format: 'ref', target: 'academicSessions' },
    { name: 'schoolYear', format: 'year', required: true },
  ],
  courses: [
    ...common,
    { name: 'schoolYearSourcedId', format: 'ref', target: 'academicSessions' },
    str('title', true),
    str('courseCode'),
    { name: 'grades', format: 'list' },
    { name: 'orgSourcedId', format: 'ref', required: true, target: 'orgs' },
    { name: 'subjects', format: 'list' },
    { name: 'subjectCodes', format: 'list' },
  ],
  classes: [
    ...common,
    str('title', true),
    { name: 'grades', format: 'list' },
    { name: 'courseSourcedId', format: 'ref', required: true, target: 'courses' },
    str('classCode'),
    { name: 'classType', format: CLASS_TYPES, required: true },
    str('location'),
    { name: 'schoolSourcedId', format: 'ref', required: true, target: 'orgs' },
    { name: 'termSourcedIds', format: 'refList', required: true, target: 'academicSessions' },
    { name: 'subjects', format: 'list' },
    { name: 'subjectCodes', format: 'list' },
    { name: 'periods', format: 'list' },
  ],
  users: [
    ...common,
    { name: 'enabledUser', format: 'boolean', required: true },
    str('username', true),
    { name: 'userIds', format: 'list' },
    str('givenName', true),
    str('familyName', true),
    str('middleName'),
    str('identifier'),
    str('email'),
    str('sms'),
    str('phone'),
    { name: 'agentSourcedIds', format: 'refList', target: 'users' },
    { name: 'grades', format: 'list' },
    str('password'),
    str('userMasterIdentifier'),
    str('preferredGivenName'),
    str('preferredMiddleName'),
    str('preferredFamilyName'),
    { name: 'primaryOrgSourcedId', format: 'ref', target: 'orgs' },
    str('pronouns'),
  ],
  roles: [
    ...common,
    { name: 'userSourcedId', format: 'ref', required: true, target: 'users' },
    { name: 'roleType', format: ROLE_TYPES, required: true },
    { name: 'role', format: ROLES, required: true },
    { name: 'beginDate', format: 'date' },
    { name: 'endDate', format: 'date' },
    { name: 'orgSourcedId', format: 'ref', required: true, target: 'orgs' },
    str('userProfileSourcedId'),
  ],
  enrollments: [
    ...common,
    { name: 'classSourcedId', format: 'ref', required: true, target: 'classes' },
    { name: 'schoolSourcedId', format: 'ref', required: true, target: 'orgs' },
    { name: 'userSourcedId', format: 'ref', required: true, target: 'users' },
    { name: 'role', format: ENROLLMENT_ROLES, required: true },
    bool('primary'),
    { name: 'beginDate', format: 'date' },
    { name: 'endDate', format: 'date' },
  ],
  demographics: [
    { name: 'sourcedId', format: 'ref', required: true, target: 'users' },
    { name: 'status', format: STATUS },
    { name: 'dateLastModified', format: 'datetime' },
    { name: 'birthDate', format: 'date' },
    { name: 'sex', format: SEXES },
    bool('americanIndianOrAlaskaNative'),
    bool('asian'),
    bool('blackOrAfricanAmerican'),
    bool('nativeHawaiianOrOtherPacificIslander'),
    bool('white'),
    bool('demographicRaceTwoOrMoreRaces'),
    bool('hispanicOrLatinoEthnicity'),
    str('countryOfBirthCode'),
    str('stateOfBirthAbbreviation'),
    str('cityOfBirth'),
    str('publicSchoolResidenceStatus'),
  ],
  categories: [...common, str('title', true), { name: 'weight', format: 'number' }],
  lineItems: [
    ...common,
    str('title', true),
    str('description'),
    { name: 'assignDate', format: 'date', required: true },
    { name: 'dueDate', format: 'date', required: true },
    { name: 'classSourcedId', format: 'ref', required: true, target: 'classes' },
    { name: 'categorySourcedId', format: 'ref', required: true, target: 'categories' },
    { name: 'academicSessionSourcedId', format: 'ref', required: true, target: 'academicSessions' },
    { name: 'resultValueMin', format: 'number' },
    { name: 'resultValueMax', format: 'number' },
    { name: 'schoolSourcedId', format: 'ref', required: true, target: 'orgs' },
  ],
  results: [
    ...common,
    { name: 'lineItemSourcedId', format: 'ref', required: true, target: 'lineItems' },
    { name: 'studentSourcedId', format: 'ref', required: true, target: 'users' },
    { name: 'scoreStatus', format: SCORE_STATUSES, required: true },
    { name: 'score', format: 'number' },
    { name: 'scoreDate', format: 'date', required: true },
    str('comment'),
    str('textScore'),
    { name: 'classSourcedId', format: 'ref', target: 'classes' },
    bool('inProgress'),
    bool('incomplete'),
    bool('late'),
    bool('missing'),
  ],
} as const satisfies Partial<Record<RosterFile, readonly Column[]>>;

export type TableName = keyof typeof TABLES;
export const headerOf = (table: TableName) => TABLES[table].map((c) => c.name);

/**
 * users.csv of the 1.2 release before the 1.2.1 errata also had `resourceSourcedIds` after
 * `userMasterIdentifier` (files written to it, the Japan profile's among them, still carry it):
 * the import takes that header too and ignores the column.
 */
export const USERS_HEADER_1_2: string[] = (() => {
  const h = headerOf('users');
  const at = h.indexOf('userMasterIdentifier') + 1;
  return [...h.slice(0, at), 'resourceSourcedIds', ...h.slice(at)];
})();

/** The files whose rows the import reads, in the order it reads them. */
export const IMPORTED: TableName[] = ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'roles', 'enrollments', 'demographics'];
/** Gradebook files: written by the export on request, checked by the import but not imported (decision 0200). */
export const GRADEBOOK: TableName[] = ['categories', 'lineItems', 'results'];
