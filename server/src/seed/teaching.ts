import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import {
  gradeSlotSources,
  assignments,
  attendance,
  courseMaterials,
  courses,
  gradeChanges,
  sections,
  studentGrades,
  studentSections,
  students,
  submissions,
  teacherSections,
  teachers,
  users,
} from '../db/schema';
import { currentTerm, isoDay } from '../db/current-term';
import { simplePdf } from './admissions';

const DAY = 86_400_000;

/** The seeded files (UPLOAD_DIR/assignments, submissions, courseMaterial). */
export const SEED_TEACHING_FILES = {
  helper: 'seed-fractions-helper.pdf',
  submission: 'seed-st0001-ratios.pdf',
  material: ['seed-chapter-3-fractions.pdf', 'seed-formula-sheet.pdf'],
  amharic: 'seed-amharic-reading-list.pdf',
};

/** The weekdays before `now` inside the period, newest first (at most `count`). */
function schoolDaysBefore(now: Date, start: string, count: number): string[] {
  const out: string[] = [];
  for (let d = new Date(now.getTime() - DAY); out.length < count; d = new Date(d.getTime() - DAY)) {
    const day = isoDay(d);
    if (day < start) break;
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(day);
  }
  return out;
}

/**
 * The teaching area's demo data, in the current period: TE-0001's assignments in Grade 7 A
 * Mathematics and ICT (linked and not, graded, overdue, due soon, hardcopy), ST-0001's and the
 * classmates' submissions, course material of two teachers, and two weeks of attendance with a
 * student absent the last 3 days. Runs after the school, people and admissions exist.
 */
export async function seedTeaching(db: Db, now: Date, uploadDir?: string) {
  const period = await currentTerm(db, now);
  if (!period) return;
  const who = async (ID: string) => (await db.select({ id: users.id }).from(users).where(eq(users.ID, ID)).limit(1))[0]?.id;
  const te1User = await who('TE-0001');
  const te3User = await who('TE-0003');
  if (!te1User) return;
  const [te1] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, te1User)).limit(1);
  const taught = await db
    .select({ id: teacherSections.id, sectionId: sections.id, sectionName: sections.name, courseId: courses.id, courseName: courses.name })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .where(and(eq(teacherSections.academicPeriodId, period.id), eq(sections.name, 'Grade 7 A')));
  const math = taught.find((t) => t.courseName === 'Mathematics');
  const ict = taught.find((t) => t.courseName === 'ICT');
  const amharic = taught.find((t) => t.courseName === 'Amharic');
  if (!math) return;
  const roster = await db
    .select({ id: students.id, userId: students.userId, ID: users.ID })
    .from(studentSections)
    .innerJoin(students, eq(students.id, studentSections.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(studentSections.sectionId, math.sectionId))
    .orderBy(asc(users.ID));
  const st1 = roster.find((s) => s.ID === 'ST-0001');
  const at = (days: number, hour = 14) => {
    const d = new Date(now.getTime() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const base = { academicPeriodId: period.id, teacherId: te1.id, createdAt: at(-14, 7), updatedAt: at(-14, 7) };

  // ─── Assignments ───────────────────────────────────────────────────────────
  const [fractions, ratios, , quiz] = await db
    .insert(assignments)
    .values([
      {
        ...base,
        sectionId: math.sectionId,
        courseId: math.courseId,
        title: 'Fractions and decimals worksheet',
        description: 'Solve exercises 1 to 12 on page 42. Show your working for every step.',
        submissionType: 'file+text' as const,
        submissionMethod: 'system' as const,
        dueDate: at(5),
        linkType: 'teachExam1' as const,
        docs: [SEED_TEACHING_FILES.helper],
      },
      {
        ...base,
        sectionId: math.sectionId,
        courseId: math.courseId,
        title: 'Ratio word problems',
        description: 'Answer the eight word problems handed out in class.',
        submissionType: 'text' as const,
        submissionMethod: 'system' as const,
        dueDate: at(-3),
        linkType: 'teachExam2' as const,
      },
      {
        ...base,
        sectionId: math.sectionId,
        courseId: math.courseId,
        title: 'Geometry poster',
        description: 'Draw the angles of a triangle on an A3 poster and bring it to class.',
        submissionType: 'file' as const,
        submissionMethod: 'hardcopy' as const,
        dueDate: at(10),
      },
      {
        ...base,
        sectionId: math.sectionId,
        courseId: math.courseId,
        title: 'Algebra quiz preparation',
        description: 'Upload a photo of your solved practice sheet.',
        submissionType: 'file' as const,
        submissionMethod: 'system' as const,
        dueDate: new Date(now.getTime() + 20 * 3_600_000),
        linkType: 'none' as const,
      },
      ...(ict
        ? [
            {
              ...base,
              sectionId: ict.sectionId,
              courseId: ict.courseId,
              title: 'Spreadsheet basics',
              description: 'Describe three uses of a spreadsheet at home or at school.',
              submissionType: 'text' as const,
              submissionMethod: 'system' as const,
              dueDate: at(7),
            },
          ]
        : []),
    ])
    .returning({ id: assignments.id });
  // Each linked assignment is its slot's one source (issue 18).
  await db.insert(gradeSlotSources).values([
    { sectionId: math.sectionId, courseId: math.courseId, slot: 'teachExam1' as const, assignmentId: fractions.id },
    { sectionId: math.sectionId, courseId: math.courseId, slot: 'teachExam2' as const, assignmentId: ratios.id },
  ]);

  // ─── Submissions: the ratio problems graded for some, waiting for others ───
  // Grade 7 A is a small class (three students in the demo): all handed the ratio problems in, two are graded.
  const ratioSubs = roster.map((s, i) => ({
    assignmentId: ratios.id,
    studentId: s.id,
    text: `My answers to the ratio problems (${s.ID}).`,
    submissionDate: at(-4 - (i % 2), 9),
    status: i < 2 ? ('graded' as const) : ('submitted' as const),
    grade: i < 2 ? [8, 9.5][i] : null,
    gradedAt: i < 2 ? at(-2, 10) : null,
    gradedBy: i < 2 ? te1User : null,
  }));
  if (ratioSubs.length) await db.insert(submissions).values(ratioSubs);
  for (const sub of ratioSubs.filter((s) => s.grade !== null)) {
    const [row] = await db
      .insert(studentGrades)
      .values({
        studentId: sub.studentId,
        sectionId: math.sectionId,
        courseId: math.courseId,
        academicPeriodId: period.id,
        teacherSectionId: math.id,
        teachExam2: sub.grade,
      })
      .onConflictDoUpdate({
        target: [studentGrades.studentId, studentGrades.sectionId, studentGrades.courseId, studentGrades.academicPeriodId],
        set: { teachExam2: sub.grade },
      })
      .returning({ id: studentGrades.id });
    await db.insert(gradeChanges).values({
      studentGradeId: row.id,
      slot: 'teachExam2',
      oldValue: null,
      newValue: sub.grade,
      changedBy: te1User,
      source: 'assignment',
      sourceId: ratios.id,
    });
  }
  if (st1) {
    await db.insert(submissions).values({
      assignmentId: fractions.id,
      studentId: st1.id,
      text: 'Exercises 1 to 12 are in the attached file.',
      file: SEED_TEACHING_FILES.submission,
      submissionDate: at(-1, 16),
    });
  }
  const quizSubs = roster
    .filter((s) => s.ID !== 'ST-0001')
    .map((s) => ({ assignmentId: quiz.id, studentId: s.id, file: SEED_TEACHING_FILES.submission, submissionDate: at(-1, 18) }));
  if (quizSubs.length) await db.insert(submissions).values(quizSubs);

  // ─── Course material ───────────────────────────────────────────────────────
  await db.insert(courseMaterials).values([
    {
      sectionId: math.sectionId,
      courseId: math.courseId,
      ownerId: te1User,
      file: SEED_TEACHING_FILES.material[0],
      originalName: 'Chapter 3 - Fractions.pdf',
      createdAt: at(-20, 8),
    },
    {
      sectionId: math.sectionId,
      courseId: math.courseId,
      ownerId: te1User,
      file: SEED_TEACHING_FILES.material[1],
      originalName: 'Formula sheet.pdf',
      createdAt: at(-10, 8),
    },
    ...(amharic && te3User
      ? [
          {
            sectionId: amharic.sectionId,
            courseId: amharic.courseId,
            ownerId: te3User,
            file: SEED_TEACHING_FILES.amharic,
            originalName: 'Amharic reading list.pdf',
            createdAt: at(-8, 8),
          },
        ]
      : []),
  ]);

  // ─── Attendance: two weeks of Mathematics; one student absent the last 3 days ──
  const days = schoolDaysBefore(now, period.startDate, 10);
  const absentee = roster.find((s) => s.ID !== 'ST-0001') ?? null;
  const marks: (typeof attendance.$inferInsert)[] = [];
  days.forEach((date, d) => {
    roster.forEach((s, i) => {
      let status: 'Present' | 'Absent' | 'Late' = 'Present';
      if (s.id === absentee?.id && d < 3) status = 'Absent';
      else if ((i + d) % 11 === 0) status = 'Late';
      else if ((i * 3 + d) % 17 === 0) status = 'Absent';
      marks.push({
        studentId: s.id,
        sectionId: math.sectionId,
        courseId: math.courseId,
        academicPeriodId: period.id,
        date,
        status,
        arrivedTime: status === 'Absent' ? null : status === 'Late' ? '08:25' : '07:58',
        reason: status === 'Absent' ? 'Sick' : status === 'Late' ? 'Transport' : null,
        markedBy: te1User,
      });
    });
  });
  for (let i = 0; i < marks.length; i += 500) await db.insert(attendance).values(marks.slice(i, i + 500));

  if (uploadDir) {
    const put = async (folder: string, name: string, text: string) => {
      await mkdir(path.join(uploadDir, folder), { recursive: true });
      await writeFile(path.join(uploadDir, folder, name), simplePdf(text));
    };
    await put('assignments', SEED_TEACHING_FILES.helper, 'Fractions - worked examples');
    await put('submissions', SEED_TEACHING_FILES.submission, 'Answers - demo submission');
    await put('courseMaterial', SEED_TEACHING_FILES.material[0], 'Chapter 3 - Fractions');
    await put('courseMaterial', SEED_TEACHING_FILES.material[1], 'Formula sheet');
    await put('courseMaterial', SEED_TEACHING_FILES.amharic, 'Amharic reading list');
  }
}
