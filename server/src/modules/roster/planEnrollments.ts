import { messages } from '../../i18n';
import { fill } from '../../lib/text';
import { studentEnrollmentKey } from './ids';
import { activeRows, count, type ClassTerm, type PlanContext } from './plan';
import { issue, type Row } from './read';

// ─── Enrollments: students placed in sections, teachers assigned to classes ──────────────────
// A student sits in one section a term here: their classes of a term must be classes of one
// section. A class has one teacher: the primary one (the first teacher when none is primary).

interface Placement {
  sectionId: string;
  line: number;
  enrollments: { sid: string; courseId: string }[];
}

function placeStudents(ctx: PlanContext, rows: Row[]) {
  const { state, plan } = ctx;
  // student id → period → where the file puts them
  const wanted = new Map<string, Map<string, Placement>>();
  for (const r of rows) {
    const user = ctx.users.get(r.v.userSourcedId);
    if (!user) continue;
    if (user.role !== 'student') {
      ctx.issues.push(issue('enrollments.csv', r.line, 'userSourcedId', messages.rosterStudentRole));
      continue;
    }
    for (const t of ctx.classTerms.get(r.v.classSourcedId) ?? []) {
      const periods = wanted.get(user.studentId!) ?? new Map<string, Placement>();
      wanted.set(user.studentId!, periods);
      const placed = periods.get(t.periodId);
      if (placed && placed.sectionId !== t.sectionId) {
        ctx.issues.push(
          issue(
            'enrollments.csv',
            r.line,
            'classSourcedId',
            fill(messages.rosterStudentTwoSections, { first: ctx.sectionName(placed.sectionId), second: ctx.sectionName(t.sectionId) }),
          ),
        );
        continue;
      }
      const p = placed ?? { sectionId: t.sectionId, line: r.line, enrollments: [] };
      p.enrollments.push({ sid: r.v.sourcedId, courseId: t.courseId });
      periods.set(t.periodId, p);
    }
  }
  const occupancy = new Map([...state.sections.values()].map((s) => [s.id, s.students]));
  const current = new Map(state.placements.map((p) => [`${p.studentId}/${p.academicPeriodId}`, p]));
  for (const [studentId, periods] of wanted) {
    for (const [periodId, p] of periods) {
      const before = current.get(`${studentId}/${periodId}`);
      const id = before?.id ?? crypto.randomUUID();
      if (!before || before.sectionId !== p.sectionId) {
        plan.placements.push({ id, studentId, sectionId: p.sectionId, periodId, isNew: !before });
        count(ctx, 'placements', !before);
        occupancy.set(p.sectionId, (occupancy.get(p.sectionId) ?? 0) + 1);
        if (before) occupancy.set(before.sectionId, (occupancy.get(before.sectionId) ?? 1) - 1);
      }
      for (const e of p.enrollments)
        plan.mappings.push({ kind: 'enrollment', sourcedId: e.sid, scope: periodId, localId: studentEnrollmentKey(id, e.courseId) });
    }
  }
  // Capacity: a new section holds its students (40 at least); a section already here keeps its own.
  for (const s of plan.sections) if (s.isNew) s.capacity = Math.max(s.capacity, occupancy.get(s.id) ?? 0);
  for (const [sectionId, n] of occupancy) {
    const existing = state.sections.get(sectionId);
    if (existing && n > existing.capacity)
      ctx.issues.push(
        issue('enrollments.csv', null, 'classSourcedId', fill(messages.sectionFull, { name: existing.name, capacity: existing.capacity })),
      );
  }
}

function assignTeachers(ctx: PlanContext, rows: Row[]) {
  // class sourcedId → the chosen teacher enrollment
  const chosen = new Map<string, Row>();
  let notKept = 0;
  for (const r of rows) {
    const user = ctx.users.get(r.v.userSourcedId);
    if (!user) continue;
    if (r.v.role === 'administrator' || r.v.role === 'proctor') {
      notKept++;
      continue;
    }
    if (r.v.role !== 'teacher') continue;
    if (user.role !== 'teacher') {
      ctx.issues.push(issue('enrollments.csv', r.line, 'userSourcedId', messages.rosterTeacherRole));
      continue;
    }
    if (user.frozen) {
      ctx.issues.push(issue('enrollments.csv', r.line, 'userSourcedId', messages.teachersFrozen));
      continue;
    }
    const held = chosen.get(r.v.classSourcedId);
    if (!held) chosen.set(r.v.classSourcedId, r);
    else if (held.v.primary !== 'true' && r.v.primary === 'true') chosen.set(r.v.classSourcedId, r);
    notKept += held ? 1 : 0;
  }
  if (notKept) ctx.warnings.push(fill(messages.rosterSecondTeacher, { count: notKept }));
  for (const [classSid, r] of chosen) {
    const teacherId = ctx.users.get(r.v.userSourcedId)!.teacherId!;
    for (const t of ctx.classTerms.get(classSid) ?? []) assignOne(ctx, t, teacherId, r.v.sourcedId);
  }
}

function assignOne(ctx: PlanContext, t: ClassTerm, teacherId: string, enrollmentSid: string) {
  // One teacher a class: the class's assignment here, whatever sourcedId it came with, is the one.
  const before = ctx.state.assignments.find(
    (a) => a.sectionId === t.sectionId && a.courseId === t.courseId && a.academicPeriodId === t.periodId,
  );
  const id = before?.id ?? crypto.randomUUID();
  if (!before || before.teacherId !== teacherId) {
    ctx.plan.assignments.push({ id, teacherId, sectionId: t.sectionId, courseId: t.courseId, periodId: t.periodId, isNew: !before });
    count(ctx, 'assignments', !before);
  }
  ctx.plan.mappings.push({ kind: 'enrollment', sourcedId: enrollmentSid, scope: t.periodId, localId: id });
}

/** The teacher of a class in a term after the import: the file's, else the one already assigned. */
export function teacherOfClass(ctx: PlanContext, t: ClassTerm): string | undefined {
  const planned = ctx.plan.assignments.find((a) => a.sectionId === t.sectionId && a.courseId === t.courseId && a.periodId === t.periodId);
  if (planned) return planned.teacherId;
  return ctx.state.assignments.find((a) => a.sectionId === t.sectionId && a.courseId === t.courseId && a.academicPeriodId === t.periodId)
    ?.teacherId;
}

export function planEnrollments(ctx: PlanContext) {
  const rows = activeRows(ctx, 'enrollments');
  placeStudents(
    ctx,
    rows.filter((r) => r.v.role === 'student'),
  );
  assignTeachers(ctx, rows);
}
