import { messages } from '../../i18n';
import { fill } from '../../lib/text';
import { listValues } from './csv';
import { gradeNameOf, sessionNumbers, startYear } from './codes';
import { classKey, SCHOOL_KEY, yearKey } from './ids';
import { activeRows, count, kept, type PlanContext } from './plan';
import { issue, type Row } from './read';

// ─── The school, its terms, grades, sections and courses (orgs, academicSessions, courses, classes) ───

/** Exactly one org of type school: ours. Classes and enrollments must be in it. */
function planSchool(ctx: PlanContext): string | null {
  const schools = activeRows(ctx, 'orgs').filter((r) => r.v.type === 'school');
  if (schools.length !== 1) {
    ctx.issues.push(issue('orgs.csv', schools[1]?.line ?? null, 'type', fill(messages.rosterOneSchool, { count: schools.length })));
    return null;
  }
  const sid = schools[0].v.sourcedId;
  ctx.plan.mappings.push({ kind: 'org', sourcedId: sid, scope: '', localId: SCHOOL_KEY });
  for (const [file, table, column] of [
    ['classes.csv', 'classes', 'schoolSourcedId'],
    ['enrollments.csv', 'enrollments', 'schoolSourcedId'],
  ] as const) {
    for (const r of activeRows(ctx, table))
      if (r.v[column] !== sid) ctx.issues.push(issue(file, r.line, column, messages.rosterNotOurSchool));
  }
  return sid;
}

/**
 * Terms and semesters become academic periods. A term titled as our export titles them keeps its
 * year and semester; another's year is the Gregorian year its school year starts in (the
 * schoolYear parent's start date, else the earliest start of the terms of the same schoolYear)
 * and its semester its place by start date within that year. A term is matched by the sourcedId
 * it came with, its own id, or its year and semester.
 */
function planTerms(ctx: PlanContext) {
  const sessions = activeRows(ctx, 'academicSessions');
  const bySid = new Map(sessions.map((r) => [r.v.sourcedId, r]));
  const terms = sessions.filter((r) => r.v.type === 'term' || r.v.type === 'semester');
  const earliest = new Map<string, string>();
  for (const t of terms)
    if (!earliest.has(t.v.schoolYear) || t.v.startDate < earliest.get(t.v.schoolYear)!) earliest.set(t.v.schoolYear, t.v.startDate);
  const yearOf = (t: Row) => {
    const parent = bySid.get(t.v.parentSourcedId);
    if (parent?.v.type === 'schoolYear') return startYear(parent.v.startDate);
    return startYear(earliest.get(t.v.schoolYear)!);
  };
  const numbered: { term: Row; year: number; semester: number }[] = [];
  const byYear = new Map<number, Row[]>();
  for (const t of terms) {
    const titled = sessionNumbers(t.v.title);
    if (titled) numbered.push({ term: t, ...titled });
    else byYear.set(yearOf(t), [...(byYear.get(yearOf(t)) ?? []), t]);
  }
  for (const [year, list] of byYear) {
    list.sort((a, b) => a.v.startDate.localeCompare(b.v.startDate) || a.v.sourcedId.localeCompare(b.v.sourcedId));
    if (list.length > 4) ctx.issues.push(issue('academicSessions.csv', list[4].line, 'startDate', messages.rosterTooManyTerms));
    else list.forEach((term, i) => numbered.push({ term, year, semester: i + 1 }));
  }
  const taken = new Set<string>();
  for (const n of numbered) planTerm(ctx, n, bySid, taken);
  // A grading period stands for the term it is in.
  for (const g of sessions.filter((r) => r.v.type === 'gradingPeriod')) {
    const term = ctx.periodOf.get(g.v.parentSourcedId);
    if (term) ctx.periodOf.set(g.v.sourcedId, term);
  }
  // One mapping per school year (two terms of one year name it once).
  ctx.plan.mappings = ctx.plan.mappings.filter((m, i, all) => all.findIndex((o) => o.kind === m.kind && o.sourcedId === m.sourcedId) === i);
}

function planTerm(
  ctx: PlanContext,
  { term: t, year, semester }: { term: Row; year: number; semester: number },
  bySid: Map<string, Row>,
  taken: Set<string>,
) {
  const { state, plan } = ctx;
  const sid = t.v.sourcedId;
  const existing =
    kept(ctx, 'session', sid, '', (id) => state.periods.has(id)) ??
    (state.periods.has(sid) ? sid : undefined) ??
    [...state.periods.values()].find((p) => p.year === year && p.semester === semester)?.id;
  const key = existing ?? `${year}/${semester}`;
  if (taken.has(key)) {
    ctx.issues.push(issue('academicSessions.csv', t.line, 'sourcedId', fill(messages.rosterTermTaken, { year, semester })));
    return;
  }
  taken.add(key);
  const id = existing ?? crypto.randomUUID();
  ctx.periodOf.set(sid, id);
  const before = existing ? state.periods.get(existing)! : null;
  if (!before || before.startDate !== t.v.startDate || before.endDate !== t.v.endDate) {
    // A period kept by its sourcedId keeps its year and semester (another period may hold the file's).
    plan.periods.push({
      id,
      year: before?.year ?? year,
      semester: before?.semester ?? semester,
      startDate: t.v.startDate,
      endDate: t.v.endDate,
      isNew: !before,
    });
    count(ctx, 'periods', !before);
  }
  plan.mappings.push({ kind: 'session', sourcedId: sid, scope: '', localId: id });
  const parent = bySid.get(t.v.parentSourcedId);
  if (parent?.v.type === 'schoolYear')
    plan.mappings.push({ kind: 'session', sourcedId: parent.v.sourcedId, scope: '', localId: yearKey(before?.year ?? year) });
}

/** The grade of a name in a period, made once. */
function gradeIn(ctx: PlanContext, periodId: string, name: string): string {
  const planned = ctx.plan.grades.find((g) => g.periodId === periodId && g.name === name);
  if (planned) return planned.id;
  const existing = [...ctx.state.grades.values()].find((g) => g.academicPeriodId === periodId && g.name === name);
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  ctx.plan.grades.push({ id, periodId, name, noOfSections: 0, isNew: true });
  count(ctx, 'grades', true);
  return id;
}

/** The section of a name in a grade, made once. */
function sectionIn(ctx: PlanContext, gradeId: string, name: string): string {
  const planned = ctx.plan.sections.find((s) => s.gradeId === gradeId && s.name === name);
  if (planned) return planned.id;
  const existing = [...ctx.state.sections.values()].find((s) => s.gradeId === gradeId && s.name === name);
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  ctx.plan.sections.push({ id, gradeId, name, capacity: 40, isNew: true });
  count(ctx, 'sections', true);
  const grade = ctx.plan.grades.find((g) => g.id === gradeId);
  if (grade) grade.noOfSections++;
  else {
    const g = ctx.state.grades.get(gradeId)!;
    const sectionsNow = [...ctx.state.sections.values()].filter((s) => s.gradeId === gradeId).length;
    ctx.plan.grades.push({
      id: gradeId,
      periodId: g.academicPeriodId,
      name: g.name,
      noOfSections: Math.max(g.noOfSections, sectionsNow) + 1,
      isNew: false,
    });
  }
  return id;
}

/** A course of the file in a period: kept by sourcedId, its own id, or its name in that period. */
function courseIn(ctx: PlanContext, course: Row, periodId: string): string {
  const sid = course.v.sourcedId;
  const title = course.v.title;
  const planned = ctx.plan.mappings.find((m) => m.kind === 'course' && m.sourcedId === sid && m.scope === periodId);
  if (planned) return planned.localId;
  const inPeriod = (id: string) => ctx.state.courses.get(id)?.academicPeriodId === periodId;
  const existing =
    kept(ctx, 'course', sid, periodId, inPeriod) ??
    (inPeriod(sid) ? sid : undefined) ??
    [...ctx.state.courses.values()].find(
      (c) => c.academicPeriodId === periodId && c.name === title && !ctx.plan.courses.some((p) => p.id === c.id),
    )?.id;
  const id = existing ?? crypto.randomUUID();
  const before = existing ? ctx.state.courses.get(existing)! : null;
  if (!before || before.name !== title) {
    ctx.plan.courses.push({ id, periodId, name: title, isNew: !before });
    count(ctx, 'courses', !before);
  }
  ctx.plan.mappings.push({ kind: 'course', sourcedId: sid, scope: periodId, localId: id });
  return id;
}

/**
 * Each class in each of its terms is a course taught to a section: the section is named by the
 * class's classCode (the title without one) in the grade its grades give. Classes of one
 * classCode in one term are one section, as our export writes them.
 */
function planClasses(ctx: PlanContext) {
  const sessions = new Map(activeRows(ctx, 'academicSessions').map((r) => [r.v.sourcedId, r]));
  const courses = new Map(activeRows(ctx, 'courses').map((r) => [r.v.sourcedId, r]));
  const gradeOfSection = new Map<string, string>();
  const used = new Map<string, number>();
  const coursesWithClasses = new Set<string>();
  for (const c of activeRows(ctx, 'classes')) {
    const termSids = listValues(c.v.termSourcedIds);
    const periods = [...new Set(termSids.map((t) => ctx.periodOf.get(t)))];
    if (periods.some((p) => p === undefined)) {
      const bad = termSids.find((t) => !ctx.periodOf.has(t))!;
      ctx.issues.push(
        issue(
          'classes.csv',
          c.line,
          'termSourcedIds',
          sessions.get(bad)?.v.type === 'schoolYear' || !sessions.has(bad) ? messages.rosterSessionNotTerm : messages.rosterSessionYear,
        ),
      );
      continue;
    }
    const course = courses.get(c.v.courseSourcedId);
    if (!course) continue; // references were checked: a course marked tobedeleted
    coursesWithClasses.add(course.v.sourcedId);
    const code = listValues(c.v.grades)[0] ?? listValues(course.v.grades)[0];
    if (!code) {
      ctx.issues.push(issue('classes.csv', c.line, 'grades', messages.rosterNoGrade));
      continue;
    }
    const gradeName = gradeNameOf(code);
    const sectionName = c.v.classCode || c.v.title;
    const terms = [];
    for (const periodId of periods as string[]) {
      const sectionKey = `${periodId}/${sectionName}`;
      const known = gradeOfSection.get(sectionKey);
      if (known !== undefined && known !== gradeName) {
        ctx.issues.push(issue('classes.csv', c.line, 'grades', fill(messages.rosterGradeMismatch, { section: sectionName })));
        continue;
      }
      gradeOfSection.set(sectionKey, gradeName);
      const gradeId = gradeIn(ctx, periodId, gradeName);
      const sectionId = sectionIn(ctx, gradeId, sectionName);
      const courseId = courseIn(ctx, course, periodId);
      const key = classKey(sectionId, courseId);
      if (used.has(key)) {
        ctx.issues.push(issue('classes.csv', c.line, 'courseSourcedId', fill(messages.rosterCourseTwice, { section: sectionName })));
        continue;
      }
      used.set(key, c.line);
      const linked =
        ctx.state.courseGrades.has(`${courseId}/${gradeId}`) ||
        ctx.plan.courseGrades.some((l) => l.courseId === courseId && l.gradeId === gradeId);
      if (!linked) ctx.plan.courseGrades.push({ courseId, gradeId });
      ctx.plan.mappings.push({ kind: 'class', sourcedId: c.v.sourcedId, scope: periodId, localId: key });
      terms.push({ sid: c.v.sourcedId, line: c.line, periodId, sectionId, courseId, periods: listValues(c.v.periods) });
    }
    ctx.classTerms.set(c.v.sourcedId, terms);
  }
  const orphans = activeRows(ctx, 'courses').filter((r) => !coursesWithClasses.has(r.v.sourcedId)).length;
  if (orphans) ctx.warnings.push(fill(messages.rosterCoursesWithoutClasses, { count: orphans }));
}

export function planStructure(ctx: PlanContext) {
  if (!planSchool(ctx)) return;
  planTerms(ctx);
  planClasses(ctx);
}
