import { sql } from 'drizzle-orm';
import { check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, pk } from './_id';

// ─── OneRoster sourcedIds (issue 39, server/src/modules/roster) ─────────────────────────────
// A record that came in from another system's OneRoster file keeps that system's sourcedId, so
// a second import of the same file updates it instead of making a twin, and our own export
// hands the same sourcedId back out (docs/decisions/0200). A record that never came in by import
// has no row: its sourcedId is its own id (or one derived from it, for records OneRoster has and
// we keep as a pair: a class is a section and a course).
//
// `kind` is the OneRoster record: org (our school, local id 'school'), session (an academic
// period, or a school year as 'year:<year>'), course, class ('<section id>/<course id>'), user,
// enrollment (a teacher assignment, or '<student_sections id>/<course id>'), role (a user's id).
// `scope` tells two local records of one sourcedId apart: a course taught in two terms of the
// other system is one course per academic period here (scope = the period's id).
export const ROSTER_KINDS = ['org', 'session', 'course', 'class', 'user', 'enrollment', 'role'] as const;
export type RosterKind = (typeof ROSTER_KINDS)[number];

export const rosterSourcedIds = pgTable(
  'roster_sourced_ids',
  {
    id: pk(),
    kind: text('kind', { enum: ROSTER_KINDS }).notNull(),
    sourcedId: text('sourced_id').notNull(),
    scope: text('scope').notNull().default(''),
    localId: text('local_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('roster_sourced_ids_sourced').on(t.kind, t.sourcedId, t.scope),
    unique('roster_sourced_ids_local').on(t.kind, t.localId),
    check('roster_sourced_ids_kind', sql`${t.kind} in ('org', 'session', 'course', 'class', 'user', 'enrollment', 'role')`),
    check('roster_sourced_ids_not_blank', sql`length(${t.sourcedId}) between 1 and 255`),
  ],
);
