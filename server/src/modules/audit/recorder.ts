import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { AuditSubject } from './declare';

// ─── The recorder: events queued in memory, written in batches (issue 39, decision 206) ──────
// A read of a student's records must not wait for its own trail: the request only pushes an
// event onto an array after its answer is sent (hooks.ts). Every FLUSH_MS, or once BATCH events
// wait, one INSERT … SELECT writes them all: the database turns each event's subject into its
// students (a section into its seated students, an exam into its takers, a file into its owner),
// drops a student's reads of their own records, and snapshots both people's login IDs. A failed
// write is logged and retried with the next batch, up to MAX_PENDING events; closing the app
// writes what is left. What a crash between two batches loses is at most FLUSH_MS of events.

export const FLUSH_MS = 500;
const BATCH = 500;
const MAX_PENDING = 50_000;

export interface PendingEvent {
  at: Date;
  action: 'read' | 'change';
  kind: string;
  subject: AuditSubject;
  actorUserId: string;
  actorLogin: string;
  actorRole: string;
  route: string;
  record: string;
  ip: string;
  requestId: string;
}

/** The subject as the statement's columns. */
function subjectColumns(s: AuditSubject): { subject_type: string; subject: string; subject_year: number | null } {
  if ('sectionYear' in s) return { subject_type: 'sectionYear', subject: s.sectionYear.name, subject_year: s.sectionYear.year };
  if ('resolved' in s) return { subject_type: 'resolved', subject: JSON.stringify(s.resolved), subject_year: null };
  const [type, value] = Object.entries(s)[0] as [string, string];
  return { subject_type: type, subject: value, subject_year: null };
}

/**
 * The students (users.id, login ID) of each event `e` of a statement: one lateral subquery whose
 * branches are switched on and off by the subject's type (PostgreSQL skips a branch whose
 * one-time filter is false).
 */
const studentsOfEvent = sql`(
      select su.id as user_id, su.login_id as login from students s join users su on su.id = s.user_id
        where e.subject_type = 'student' and (s.id = e.subject or su.id = e.subject or su.login_id = e.subject)
      union
      select su.id, su.login_id from student_sections ss join students s on s.id = ss.student_id join users su on su.id = s.user_id
        where e.subject_type = 'section' and ss.section_id = e.subject
      union
      select su.id, su.login_id from exam_attempts a join students s on s.id = a.student_id join users su on su.id = s.user_id
        where e.subject_type = 'exam' and a.exam_id = e.subject
      union
      select su.id, su.login_id from students s join users su on su.id = s.user_id
        where e.subject_type = 'studentFile'
          and (s.birth_certificate = e.subject or s.national_id = e.subject or s.grade_reports ? e.subject or s.neccessery_doc ? e.subject)
      union
      select su.id, su.login_id from family_links fl join students s on s.id = fl.student_id join users su on su.id = s.user_id
        where e.subject_type = 'childrenOf' and fl.parent_id = e.subject
      union
      select su.id, su.login_id from family_links fl join students s on s.id = fl.student_id join users su on su.id = s.user_id
        where e.subject_type = 'familyLink' and fl.id = e.subject
      union
      select su.id, su.login_id from grade_comments c join students s on s.id = c.student_id join users su on su.id = s.user_id
        where e.subject_type = 'comment' and c.id = e.subject
      union
      select su.id, su.login_id from teacher_sections ts
        join student_sections ss on ss.section_id = ts.section_id and ss.academic_period_id = ts.academic_period_id
        join students s on s.id = ss.student_id join users su on su.id = s.user_id
        where e.subject_type = 'teacherSection' and ts.id = e.subject
      union
      select su.id, su.login_id from sections sec
        join grades g on g.id = sec.grade_id
        join academic_periods ap on ap.id = g.academic_period_id
        join student_sections ss on ss.section_id = sec.id
        join students s on s.id = ss.student_id join users su on su.id = s.user_id
        where e.subject_type = 'sectionYear' and sec.name = e.subject and ap.year = e.subject_year
      union
      select r.user_id, r.login from jsonb_to_recordset(case when e.subject_type = 'resolved' then e.subject::jsonb else '[]' end)
        as r(user_id text, login text)
    )`;

/** The students a subject names now (a route whose record is gone once it answers resolves them first). */
export async function resolveSubject(db: Db, subject: AuditSubject): Promise<{ user_id: string; login: string }[]> {
  const c = subjectColumns(subject);
  const result = await db.execute(sql`
    select t.user_id, t.login
    from (select ${c.subject_type}::text as subject_type, ${c.subject}::text as subject, ${c.subject_year}::int as subject_year) e
    cross join lateral ${studentsOfEvent} t`);
  return (result as unknown as { rows: { user_id: string; login: string }[] }).rows;
}

/** One statement for the whole batch: the events as a JSON array, expanded into rows by the database. */
function insertStatement(events: PendingEvent[]) {
  const rows = events.map((e) => ({
    at: e.at.toISOString(),
    action: e.action,
    kind: e.kind,
    ...subjectColumns(e.subject),
    actor_user_id: e.actorUserId,
    actor_login: e.actorLogin,
    actor_role: e.actorRole,
    route: e.route,
    record: e.record,
    ip: e.ip,
    request_id: e.requestId,
  }));
  return sql`
    insert into audit_events (at, action, kind, student_user_id, student_login, actor_user_id, actor_login, actor_role, route, record, ip, request_id)
    select e.at, e.action, e.kind, t.user_id, t.login, e.actor_user_id, e.actor_login, e.actor_role, e.route, e.record, e.ip, e.request_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(
      at timestamptz, action text, kind text, subject_type text, subject text, subject_year int,
      actor_user_id text, actor_login text, actor_role text, route text, record text, ip text, request_id text)
    cross join lateral ${studentsOfEvent} t
    where e.action = 'change' or t.user_id <> e.actor_user_id`;
}

export interface AuditRecorder {
  push: (event: PendingEvent) => void;
  /** Writes the queued events now (tests, shutdown); a failed write keeps them for the next flush. */
  flush: () => Promise<void>;
  /** Stops the timer and writes what is left. */
  close: () => Promise<void>;
  readonly pending: number;
}

export function createAuditRecorder(db: Db, log: (msg: string, err?: unknown) => void): AuditRecorder {
  let queue: PendingEvent[] = [];
  let writing: Promise<void> | null = null;
  let closed = false;

  const writeOnce = async () => {
    while (queue.length) {
      const batch = queue.slice(0, BATCH);
      try {
        await db.execute(insertStatement(batch));
        queue = queue.slice(batch.length);
      } catch (err) {
        log('audit trail: writing a batch failed; it is kept for the next one', err);
        if (queue.length > MAX_PENDING) queue = queue.slice(queue.length - MAX_PENDING);
        return;
      }
    }
  };
  const flush = async (): Promise<void> => {
    while (writing) await writing;
    if (!queue.length) return;
    writing = writeOnce().finally(() => {
      writing = null;
    });
    await writing;
  };

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    push: (event) => {
      if (closed) return;
      queue.push(event);
      if (queue.length >= BATCH && !writing) void flush();
    },
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
      closed = true;
    },
    get pending() {
      return queue.length;
    },
  };
}
