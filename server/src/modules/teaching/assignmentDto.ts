import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Assignment, AssignmentLinkType, SubmissionEntry } from '@school/api/schemas';
import type { Db } from '../../db';
import { academicPeriods, assignments, courses, sections, submissions, teachers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { messages } from '../../i18n';
import { loadGradeScale, slotMax, type GradeScaleValues } from '../grades/slots';
import { iso, sectionRoster, type RosterStudent } from './common';

// ─── Assignment rows to the contract's shape ─────────────────────────────────────────────────

export type AssignmentRow = typeof assignments.$inferSelect;

/** The most the linked slot holds, or null when not linked (or linked to none) or no scale yet. */
export function linkedMax(scale: GradeScaleValues | null, link: AssignmentLinkType | null): number | null {
  if (!scale || !link || link === 'none') return null;
  return slotMax(scale, link);
}

export async function findAssignment(db: Db, assignmentId: string): Promise<AssignmentRow> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, assignmentId)).limit(1);
  if (!row) throw notFound(messages.assignmentNotFound);
  return row;
}

export const studentDto = (s: RosterStudent) => ({
  _id: s._id,
  ID: s.ID,
  firstName: s.firstName,
  middleName: s.middleName,
  lastName: s.lastName,
  email: s.email,
  profilePic: s.profilePic,
});

export interface AssignmentView {
  /** Only this student's entry (and their grade as `value`); else every student of the section. */
  studentId?: string;
}

/**
 * The assignments matching `where` (oldest due first), each with the section's students and
 * their submission status: pending (nothing yet), submitted, graded.
 */
export async function loadAssignments(db: Db, where: SQL | undefined, view: AssignmentView = {}): Promise<Assignment[]> {
  const rows = await db
    .select({
      a: assignments,
      sectionName: sections.name,
      courseName: courses.name,
      teacherName: users.fullName,
      teacherEmail: users.email,
      teacherPhoto: users.photo,
      year: academicPeriods.year,
      semester: academicPeriods.semester,
    })
    .from(assignments)
    .innerJoin(sections, eq(sections.id, assignments.sectionId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, assignments.academicPeriodId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(teachers, eq(teachers.id, assignments.teacherId))
    .leftJoin(users, eq(users.id, teachers.userId))
    .where(where)
    .orderBy(asc(assignments.dueDate), asc(assignments.createdAt));
  if (!rows.length) return [];
  const scale = await loadGradeScale(db);
  const subs = await db
    .select()
    .from(submissions)
    .where(
      and(
        inArray(
          submissions.assignmentId,
          rows.map((r) => r.a.id),
        ),
        view.studentId ? eq(submissions.studentId, view.studentId) : undefined,
      ),
    );
  const rosters = new Map<string, RosterStudent[]>();
  for (const sectionId of new Set(rows.map((r) => r.a.sectionId))) {
    const roster = await sectionRoster(db, sectionId);
    rosters.set(sectionId, view.studentId ? roster.filter((s) => s._id === view.studentId) : roster);
  }
  return rows.map(({ a, sectionName, courseName, teacherName, teacherEmail, teacherPhoto, year, semester }) => {
    const mine = subs.filter((s) => s.assignmentId === a.id);
    const entries: SubmissionEntry[] = (rosters.get(a.sectionId) ?? []).map((student) => {
      const sub = mine.find((s) => s.studentId === student._id);
      return {
        student_id: studentDto(student),
        status: !sub ? 'pending' : sub.status,
        submission_id: sub?.id ?? null,
        submissionDate: iso(sub?.submissionDate ?? null),
        grade: sub?.grade ?? null,
      };
    });
    return {
      _id: a.id,
      title: a.title,
      description: a.description,
      submissionType: a.submissionType,
      submissionMethod: a.submissionMethod,
      dueDate: a.dueDate.toISOString(),
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
      section_id: a.sectionId,
      course_id: a.courseId,
      academic_period_id: a.academicPeriodId,
      academic_period: { year, semester },
      section: { _id: a.sectionId, name: sectionName },
      course: { _id: a.courseId, name: courseName },
      teacher_id: a.teacherId
        ? { _id: a.teacherId, fullName: teacherName ?? '', email: teacherEmail ?? null, profilePhoto: teacherPhoto ?? null }
        : null,
      submitedAssignment: entries,
      value: view.studentId ? (mine[0]?.grade ?? null) : null,
      gs: linkedMax(scale, a.linkType),
      docs: a.docs,
      assignmentlink: a.linkType ? { assignmentType: a.linkType } : null,
    };
  });
}

export async function loadAssignment(db: Db, assignmentId: string, view: AssignmentView = {}): Promise<Assignment> {
  const [dto] = await loadAssignments(db, eq(assignments.id, assignmentId), view);
  if (!dto) throw notFound(messages.assignmentNotFound);
  return dto;
}
