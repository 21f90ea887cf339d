import { type RoleName, type RosterCount, type RosterCountKind, type RosterIssue } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { AuthUser } from '../../auth/guard';
import type { RosterKind } from '../../db/schema';
import { fill } from '../../lib/text';
import { mappingKey } from './ids';
import type { RosterSet, Row } from './read';
import type { SchoolState } from './state';
import { planStructure } from './planStructure';
import { planPeople } from './planPeople';
import { planEnrollments } from './planEnrollments';
import { planSchedule } from './planSchedule';

// ─── What an import will write, worked out before anything is written ───────────────────────
// The checked rows of the zip against what the school holds: every record matched (by the
// sourcedId it came with, its own id, or a natural key) or made, each rule of the product asked
// (one section a term per student, one teacher a class, a free slot…), every problem an issue
// naming its file, line and column. Nothing is written unless the plan has no issue
// (apply.ts, one transaction). Ids of new records are made here, so the plan's parts refer to them.

export interface NewUser {
  sid: string;
  id: string;
  role: RoleName;
  ID?: string;
  fullName: string;
  email: string | null;
  frozen: boolean;
}

export interface StudentFields {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: 'male' | 'female' | null;
  birthDate: string | null;
  birthPlace: string | null;
  email: string | null;
  phoneNumber: string | null;
}

export interface Plan {
  periods: { id: string; year: number; semester: number; startDate: string; endDate: string; isNew: boolean }[];
  grades: { id: string; periodId: string; name: string; noOfSections: number; isNew: boolean }[];
  sections: { id: string; gradeId: string; name: string; capacity: number; isNew: boolean }[];
  courses: { id: string; periodId: string; name: string; isNew: boolean }[];
  courseGrades: { courseId: string; gradeId: string }[];
  newUsers: NewUser[];
  userUpdates: { id: string; fullName: string; email: string | null; frozen: boolean; wasFrozen: boolean }[];
  students: { id: string; userId: string; fields: StudentFields; status: boolean; isNew: boolean }[];
  teachers: { id: string; userId: string; gender: 'male' | 'female' | null; status: boolean; isNew: boolean }[];
  links: { parentId: string; studentId: string }[];
  placements: { id: string; studentId: string; sectionId: string; periodId: string; isNew: boolean }[];
  assignments: { id: string; teacherId: string; sectionId: string; courseId: string; periodId: string; isNew: boolean }[];
  /** Sections whose timetable the file replaces, with their new lessons. */
  schedules: { sectionId: string; lessons: { day: number; startTime: string; endTime: string; teacherId: string; courseId: string }[] }[];
  mappings: { kind: RosterKind; sourcedId: string; scope: string; localId: string }[];
  counts: Record<RosterCountKind, { created: number; updated: number }>;
}

/** A class of the file in one of its terms: the section and course it is here. */
export interface ClassTerm {
  sid: string;
  line: number;
  periodId: string;
  sectionId: string;
  courseId: string;
  periods: string[];
}

/** A user of the file as the product knows them. */
export interface PlannedUser {
  sid: string;
  line: number;
  userId: string;
  role: RoleName;
  frozen: boolean;
  studentId?: string;
  teacherId?: string;
}

export interface PlanContext {
  set: RosterSet;
  auth: AuthUser;
  state: SchoolState;
  issues: RosterIssue[];
  warnings: string[];
  plan: Plan;
  /** The academic period of each term of the file. */
  periodOf: Map<string, string>;
  /** Each class of the file in each of its terms. */
  classTerms: Map<string, ClassTerm[]>;
  users: Map<string, PlannedUser>;
  /** Names of sections made by the plan or already here, by id (for texts). */
  sectionName: (id: string) => string;
}

/** Rows of a table that are not marked tobedeleted (a delta's deletions are not done: a warning says so). */
export const activeRows = (ctx: PlanContext, table: keyof RosterSet['rows']): Row[] =>
  (ctx.set.rows[table] ?? []).filter((r) => r.v.status !== 'tobedeleted');

/** The local id a sourcedId was kept for, if that record still exists. */
export function kept(ctx: PlanContext, kind: RosterKind, sid: string, scope: string, exists: (id: string) => boolean): string | undefined {
  const local = ctx.state.mapping.get(mappingKey(kind, sid, scope));
  return local !== undefined && exists(local) ? local : undefined;
}

export const count = (ctx: PlanContext, kind: RosterCountKind, isNew: boolean) => {
  ctx.plan.counts[kind][isNew ? 'created' : 'updated']++;
};

const emptyCounts = () =>
  Object.fromEntries(
    (['periods', 'grades', 'sections', 'courses', 'assignments', 'users', 'placements', 'links', 'lessons'] as RosterCountKind[]).map(
      (k) => [k, { created: 0, updated: 0 }],
    ),
  ) as Plan['counts'];

export type PlanResult = { ok: true; plan: Plan; counts: RosterCount[]; warnings: string[] } | { ok: false; issues: RosterIssue[] };

/** The plan of importing `set` into the school as `auth`. */
export function planImport(set: RosterSet, auth: AuthUser, state: SchoolState): PlanResult {
  const plan: Plan = {
    periods: [],
    grades: [],
    sections: [],
    courses: [],
    courseGrades: [],
    newUsers: [],
    userUpdates: [],
    students: [],
    teachers: [],
    links: [],
    placements: [],
    assignments: [],
    schedules: [],
    mappings: [],
    counts: emptyCounts(),
  };
  const ctx: PlanContext = {
    set,
    auth,
    state,
    issues: [],
    warnings: [],
    plan,
    periodOf: new Map(),
    classTerms: new Map(),
    users: new Map(),
    sectionName: (id) => plan.sections.find((s) => s.id === id)?.name ?? state.sections.get(id)?.name ?? id,
  };
  planStructure(ctx);
  planPeople(ctx);
  planEnrollments(ctx);
  planSchedule(ctx);
  if (ctx.issues.length) return { ok: false, issues: ctx.issues };
  const deleted = Object.values(set.rows).reduce((n, rows) => n + (rows ?? []).filter((r) => r.v.status === 'tobedeleted').length, 0);
  if (deleted) ctx.warnings.push(fill(messages.rosterDeltaDeleteNotDone, { count: deleted }));
  if (set.ignored.length) ctx.warnings.push(fill(messages.rosterIgnoredFiles, { files: set.ignored.join(', ') }));
  if (set.rows.lineItems || set.rows.results || set.rows.categories) ctx.warnings.push(messages.rosterGradesNotImported);
  const counts = (Object.entries(plan.counts) as [RosterCountKind, { created: number; updated: number }][]).map(([kind, c]) => ({
    kind,
    ...c,
  }));
  return { ok: true, plan, counts, warnings: ctx.warnings };
}
