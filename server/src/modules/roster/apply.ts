import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { RosterAccount } from '@school/api/schemas';
import type { Db } from '../../db';
import {
  academicPeriods,
  courseGrades,
  courses,
  familyLinks,
  grades,
  rosterSourcedIds,
  scheduleEntries,
  schedulePeriods,
  sections,
  studentSections,
  students,
  teacherSections,
  teachers,
  users,
} from '../../db/schema';
import { createAccounts, syncLoginIdSequences, type Credentials } from '../../accounts/service';
import { setAccountFrozen } from '../../auth/sessions';
import type { Plan } from './plan';

// ─── Writing a plan: one transaction, in the order the references need ──────────────────────

const CHUNK = 500;
async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** Keeps each sourcedId once per kind and scope, and each local record once per kind (the last wins). */
function distinctMappings(plan: Plan) {
  const bySourced = new Map<string, Plan['mappings'][number]>();
  for (const m of plan.mappings) bySourced.set(`${m.kind}\u0000${m.scope}\u0000${m.sourcedId}`, m);
  const byLocal = new Map<string, Plan['mappings'][number]>();
  for (const m of bySourced.values()) byLocal.set(`${m.kind}\u0000${m.localId}`, m);
  return [...byLocal.values()];
}

/** Writes the plan in `tx` (the caller's transaction); the new accounts with their passwords. */
export async function applyPlan(tx: Db, plan: Plan, credentials: Credentials[], now: Date): Promise<RosterAccount[]> {
  // The school's structure: periods, grades, sections, courses and which grades take them.
  for (const p of plan.periods) {
    if (p.isNew)
      await tx.insert(academicPeriods).values({ id: p.id, year: p.year, semester: p.semester, startDate: p.startDate, endDate: p.endDate });
    else await tx.update(academicPeriods).set({ startDate: p.startDate, endDate: p.endDate }).where(eq(academicPeriods.id, p.id));
  }
  await inChunks(
    plan.grades.filter((g) => g.isNew),
    (c) => tx.insert(grades).values(c.map((g) => ({ id: g.id, academicPeriodId: g.periodId, name: g.name, noOfSections: g.noOfSections }))),
  );
  for (const g of plan.grades.filter((x) => !x.isNew))
    await tx.update(grades).set({ noOfSections: g.noOfSections }).where(eq(grades.id, g.id));
  await inChunks(
    plan.sections.filter((s) => s.isNew),
    (c) => tx.insert(sections).values(c.map((s) => ({ id: s.id, gradeId: s.gradeId, name: s.name, capacity: s.capacity }))),
  );
  await inChunks(
    plan.courses.filter((x) => x.isNew),
    (c) => tx.insert(courses).values(c.map((x) => ({ id: x.id, academicPeriodId: x.periodId, name: x.name }))),
  );
  for (const c of plan.courses.filter((x) => !x.isNew)) await tx.update(courses).set({ name: c.name }).where(eq(courses.id, c.id));
  await inChunks(plan.courseGrades, (c) => tx.insert(courseGrades).values(c).onConflictDoNothing());

  // People. Accounts that keep their own login ID go first, so the sequence never hands one out again.
  const ordered = [...plan.newUsers.map((u, i) => ({ u, cred: credentials[i] }))].sort((a, b) => Number(!a.u.ID) - Number(!b.u.ID));
  const made = await createAccounts(
    tx,
    ordered.map(({ u, cred }) => ({
      id: u.id,
      role: u.role,
      fullName: u.fullName,
      email: u.email,
      credentials: cred,
      ID: u.ID,
      createdAt: now,
    })),
  );
  await syncLoginIdSequences(tx);
  for (const u of plan.newUsers.filter((x) => x.frozen)) await setAccountFrozen(tx, u.id, true);
  for (const u of plan.userUpdates) {
    await tx.update(users).set({ fullName: u.fullName, email: u.email }).where(eq(users.id, u.id));
    if (u.frozen !== u.wasFrozen) await setAccountFrozen(tx, u.id, u.frozen);
  }
  await inChunks(
    plan.students.filter((s) => s.isNew),
    (c) =>
      tx
        .insert(students)
        .values(c.map((s) => ({ id: s.id, userId: s.userId, ...s.fields, approved: true, status: s.status, createdAt: now }))),
  );
  for (const s of plan.students.filter((x) => !x.isNew))
    await tx
      .update(students)
      .set({ ...s.fields, status: s.status })
      .where(eq(students.id, s.id));
  await inChunks(
    plan.teachers.filter((t) => t.isNew),
    (c) => tx.insert(teachers).values(c.map((t) => ({ id: t.id, userId: t.userId, gender: t.gender, status: t.status }))),
  );
  for (const t of plan.teachers.filter((x) => !x.isNew))
    await tx.update(teachers).set({ gender: t.gender, status: t.status }).where(eq(teachers.id, t.id));
  await inChunks(plan.links, (c) => tx.insert(familyLinks).values(c).onConflictDoNothing());

  // Who sits and who teaches where.
  for (const p of plan.placements.filter((x) => !x.isNew))
    await tx.update(studentSections).set({ sectionId: p.sectionId }).where(eq(studentSections.id, p.id));
  await inChunks(
    plan.placements.filter((x) => x.isNew),
    (c) =>
      tx
        .insert(studentSections)
        .values(c.map((p) => ({ id: p.id, studentId: p.studentId, sectionId: p.sectionId, academicPeriodId: p.periodId }))),
  );
  for (const a of plan.assignments.filter((x) => !x.isNew))
    await tx.update(teacherSections).set({ teacherId: a.teacherId }).where(eq(teacherSections.id, a.id));
  await inChunks(
    plan.assignments.filter((x) => x.isNew),
    (c) =>
      tx
        .insert(teacherSections)
        .values(
          c.map((a) => ({ id: a.id, teacherId: a.teacherId, sectionId: a.sectionId, courseId: a.courseId, academicPeriodId: a.periodId })),
        ),
  );

  // Timetables the file gives replace the sections' own (their lessons go with their slots).
  if (plan.schedules.length)
    await tx.delete(schedulePeriods).where(
      inArray(
        schedulePeriods.sectionId,
        plan.schedules.map((s) => s.sectionId),
      ),
    );
  for (const s of plan.schedules) {
    const slots = [
      ...new Map(s.lessons.map((l) => [`${l.startTime}-${l.endTime}`, { startTime: l.startTime, endTime: l.endTime }])).values(),
    ];
    const rows = await tx
      .insert(schedulePeriods)
      .values(slots.map((x) => ({ sectionId: s.sectionId, ...x })))
      .returning({ id: schedulePeriods.id, startTime: schedulePeriods.startTime });
    const slotOf = new Map(rows.map((r) => [r.startTime, r.id]));
    await tx.insert(scheduleEntries).values(
      s.lessons.map((l) => ({
        sectionId: s.sectionId,
        periodId: slotOf.get(l.startTime)!,
        day: l.day,
        teacherId: l.teacherId,
        courseId: l.courseId,
      })),
    );
  }

  // The sourcedIds the records came with, for the next import and our export.
  const mappings = distinctMappings(plan);
  for (const kind of new Set(mappings.map((m) => m.kind))) {
    const mine = mappings.filter((m) => m.kind === kind);
    await inChunks(mine, (c) =>
      tx.delete(rosterSourcedIds).where(
        and(
          eq(rosterSourcedIds.kind, kind),
          or(
            inArray(
              rosterSourcedIds.localId,
              c.map((m) => m.localId),
            ),
            inArray(
              sql`${rosterSourcedIds.scope} || chr(1) || ${rosterSourcedIds.sourcedId}`,
              c.map((m) => `${m.scope}\u0001${m.sourcedId}`),
            ),
          ),
        ),
      ),
    );
  }
  await inChunks(mappings, (c) => tx.insert(rosterSourcedIds).values(c));

  const byId = new Map(plan.newUsers.map((u) => [u.id, u]));
  return made.map((a) => ({
    _id: a.userId,
    ID: a.ID,
    fullName: byId.get(a.userId)!.fullName,
    role: byId.get(a.userId)!.role,
    temporaryPassword: a.temporaryPassword!,
  }));
}
