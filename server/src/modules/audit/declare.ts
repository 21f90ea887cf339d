import type { FastifyRequest } from 'fastify';
import type { AuditKind } from '@school/api/schemas';

// ─── What a route audits, declared beside its policy (issue 39, decision 206) ────────────────
//   r.get('/getstudent/:id', { config: { policy: recordReader, audit: audits.read('profile', param('id')) } }, …)
// After the answer is sent (2xx or 3xx, a signed-in caller), the recorder (recorder.ts) queues
// one event per student the request touched; the subject names them and the database resolves
// them in the batched write, off the request's path:
//   student         a students.id, users.id or login ID (ST-0001)
//   section         every student seated in the section (a teacher's attendance sheet, a section's reports)
//   exam            every student who took the exam (the takers list, the announcement)
//   studentFile     the student whose document (birth certificate, national ID, reports, others) the stored file is
//   teacherSection  the students of a teacher_sections row's section and term (the grade sheet)
//   sectionYear     the students of the sections of that name in the terms of that year (yearly reports)
//   comment         the student of a report comment
//   familyLink      the child of a family link (linking a parent changes who may read the records)
//   childrenOf      every child linked to a Family account (its dashboard's digest of absences)
// A read by the student themself is not recorded (the trail is of others' reads); every change is.
// server/test/audit-coverage.test.ts fails for a route of a student's records that declares no audit.

export type AuditSubject =
  | { student: string }
  | { section: string }
  | { exam: string }
  | { studentFile: string }
  | { teacherSection: string }
  | { sectionYear: { name: string; year: number } }
  /** Every child linked to a Family account (users.id): the parent dashboard's digest. */
  | { childrenOf: string }
  /** The child of a family link (family_links.id). */
  | { familyLink: string }
  /** A report comment's student (grade_comments.id). */
  | { comment: string }
  /** Students already resolved (hooks.ts, for a route declared `before`). */
  | { resolved: { user_id: string; login: string }[] };

export interface AuditSpec {
  action: 'read' | 'change';
  /** The kind of record, or several (a takers list shows results and the integrity log): one event each. */
  kind: AuditKind | readonly AuditKind[];
  /** The student(s) the request touched, from its validated params, query or body; undefined: none. */
  subject: (req: FastifyRequest) => AuditSubject | undefined;
  /**
   * Resolve the students before the handler runs (one query on this write): for a route that
   * deletes the very record its subject names (a student, a comment), which is gone at the flush.
   */
  before?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditSpec;
  }
}

type Subjecter = AuditSpec['subject'];
type Kinds = AuditSpec['kind'];

export const audits = {
  read: (kind: Kinds, subject: Subjecter): AuditSpec => ({ action: 'read', kind, subject }),
  change: (kind: Kinds, subject: Subjecter): AuditSpec => ({ action: 'change', kind, subject }),
  /** A change that deletes the record its subject names: the students are resolved before it. */
  deletion: (kind: Kinds, subject: Subjecter): AuditSpec => ({ action: 'change', kind, subject, before: true }),
};

const field = (source: unknown, name: string): string | undefined => {
  const v = (source as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
};
const when = <T>(value: string | undefined, make: (v: string) => T) => (value === undefined || value === '' ? undefined : make(value));

/** The student a path parameter names. */
export const studentParam =
  (name: string): Subjecter =>
  (req) =>
    when(field(req.params, name), (student) => ({ student }));

/** The student a body field names. */
export const studentField =
  (name: string): Subjecter =>
  (req) =>
    when(field(req.body, name), (student) => ({ student }));

/** The students of the section a path parameter or body field names. */
export const sectionOf =
  (name: string, from: 'params' | 'body' = 'params'): Subjecter =>
  (req) =>
    when(field(from === 'params' ? req.params : req.body, name), (section) => ({ section }));

/** The takers of the exam a path parameter or body field names. */
export const examOf =
  (name: string, from: 'params' | 'body' = 'params'): Subjecter =>
  (req) =>
    when(field(from === 'params' ? req.params : req.body, name), (exam) => ({ exam }));

/** The caller: a student's own change (an exam's submission, an integrity event). */
export const caller: Subjecter = (req) => (req.auth ? { student: req.auth.userId } : undefined);
