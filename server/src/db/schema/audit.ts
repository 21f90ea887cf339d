import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// ─── The audit trail (issue 39): who read or changed a student's records ──────────────────────
// modules/audit/. One row per student and event, written in batches by the recorder (no extra
// round trip on the read path). No foreign keys: the trail outlives the rows it names (a deleted
// student's trail stays until the retention job), so the people are kept by id and login ID.
// Rows are never updated, and deleted only by the retention job: triggers of the migration refuse
// UPDATE always and DELETE unless the transaction set `school.audit_retention` (decision 206).

export const auditKinds = ['profile', 'documents', 'grades', 'attendance', 'exam-results', 'integrity', 'trail'] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    action: text('action', { enum: ['read', 'change'] }).notNull(),
    kind: text('kind', { enum: auditKinds }).notNull(),
    /** The student whose record it was (users.id) and their login ID then. */
    studentUserId: text('student_user_id').notNull(),
    studentLogin: text('student_login').notNull(),
    /** Who (users.id, login ID and role then). */
    actorUserId: text('actor_user_id').notNull(),
    actorLogin: text('actor_login').notNull(),
    actorRole: text('actor_role').notNull(),
    /** The route ('GET /api/getstudent/:id') and the record it named ('id=ST-0001'). */
    route: text('route').notNull(),
    record: text('record').notNull(),
    /** The client's address (behind a proxy, TRUST_PROXY=1 makes it the client's, not the proxy's). */
    ip: text('ip').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    index('audit_events_student_idx').on(t.studentUserId, t.at),
    index('audit_events_at_idx').on(t.at),
    check('audit_events_action_check', sql`${t.action} in ('read', 'change')`),
    check(
      'audit_events_kind_check',
      sql`${t.kind} in ('profile', 'documents', 'grades', 'attendance', 'exam-results', 'integrity', 'trail')`,
    ),
  ],
);
