import dayjs from 'dayjs';
import { genderText } from '../shared/words';
import {
  type AcademicPeriod,
  coursePercentage,
  type CourseTaken,
  type GradeChanges,
  type GradeSection,
  passed,
  reportMaximum,
  type ReportRow,
  type ReportStudent,
  type SingleReport,
  type YearlyReport,
  type YearlyStudent,
} from '@school/api';
import type { Texts } from '../shared/intl';
import type { CardPdfData, PdfJob, YearlyPdfData } from './pdf/pdfTypes';

// ─── Pure helpers of the grade report widgets (formatting, sorting, PDF jobs) ───────────────
// The helpers that make texts take the reader's Texts `t` first (decision 220).

export const fullName = (s: Pick<ReportStudent, 'firstName' | 'middleName' | 'lastName'>) =>
  [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ');

/** A grade as shown: 2 decimals at most, N/A when missing. */
export const showGrade = ({ messages }: Texts, v: number | null | undefined) =>
  v === null || v === undefined ? messages.notAvailable : String(Number(v.toFixed(2)));
export const showPercent = ({ messages }: Texts, v: number | null | undefined) =>
  v === null || v === undefined ? messages.notAvailable : `${v.toFixed(2)}%`;

export const periodText = ({ messages, fill }: Texts, p: Pick<AcademicPeriod, 'year' | 'semester'>) => fill(messages.reportPeriodLabel, p);
export const periodOf = (s: GradeSection) => s.grade_academic_period_id.academic_period_id;
/** A day in the reader's calendar (issue 19); English and Gregorian: 'March 2, 2026'. */
export const dayText = (t: Texts, iso: string) => t.format.formatDate(dayjs(iso).valueOf());

/** Did a read fail because the report is not released (403 'No Report Released', code no_report_released)? */
export const isNotReleased = (q: { status: string; code?: string }) => q.status === 'error' && q.code === 'no_report_released';

/** The card's table: one line per course taken, N/A without a grade. */
export function cardLines(row: ReportRow, courses: CourseTaken[]) {
  return courses.map(({ course_id: c }) => {
    const grade = row.grades[c.name] ?? null;
    return { courseId: c._id, course: c.name, grade, percentage: coursePercentage(grade) };
  });
}

export const totalText = (t: Texts, row: ReportRow, courseCount: number) =>
  t.fill(t.messages.totalOutOf, { total: showGrade(t, row.totalGrade), max: reportMaximum(courseCount) });
export const rankText = ({ messages, fill }: Texts, rank: number, count: number) => fill(messages.rankOf, { rank, count });

/** One semester card as PDF texts. */
export function cardPdf(
  t: Texts,
  card: { student: ReportRow; comment: { comment: string } | null; studentbehavior: { behavior_value: string } | null },
  report: { section: GradeSection; courseTaken: CourseTaken[]; issuedAt: string; classSize: number },
): CardPdfData {
  const { messages } = t;
  const s = card.student.student;
  return {
    studentName: fullName(s),
    studentId: s.ID,
    section: report.section.name,
    period: periodText(t, periodOf(report.section)),
    age: s.age === null ? messages.notAvailable : String(s.age),
    gender: s.gender ? genderText(t, s.gender) : messages.notAvailable,
    lines: cardLines(card.student, report.courseTaken).map((l) => ({
      course: l.course,
      grade: showGrade(t, l.grade),
      percentage: showPercent(t, l.percentage),
    })),
    total: totalText(t, card.student, report.courseTaken.length),
    average: showPercent(t, card.student.average),
    rank: rankText(t, card.student.rank, report.classSize),
    comment: card.comment?.comment ?? messages.noCommentsAvailable,
    behavior: card.studentbehavior?.behavior_value ?? messages.noBehaviorReport,
    // Report cards and their PDFs show both calendars (issue 19): the Ethiopian date, then the Gregorian.
    issued: t.format.formatDateBoth(report.issuedAt),
  };
}

/** The PDF job of one card; its labels are written in the reader's language too. */
export const singleCardJob = (t: Texts, r: SingleReport): PdfJob => ({ kind: 'cards', cards: [cardPdf(t, r, r)], language: t.language });

/** `{fullName}_GradeReport_{year}.pdf` (spec 002); the semester card adds `_S{semester}`. */
export const yearlyPdfName = (name: string, year: number) => `${name}_GradeReport_${year}.pdf`;
export const cardPdfName = (r: SingleReport) => {
  const p = periodOf(r.section);
  return `${fullName(r.student.student)}_GradeReport_${p.year}_S${p.semester}.pdf`;
};

/** The yearly report of one student as PDF texts: Pass at an average of 60 or more. */
export function yearlyPdf(t: Texts, report: YearlyReport, student: YearlyStudent): YearlyPdfData {
  const { messages, fill } = t;
  return {
    title: fill(messages.yearlyTitle, { year: report.year }),
    studentName: student.fullName,
    studentId: student.studentId,
    overall: showPercent(t, student.overallAverage),
    rank: rankText(t, student.rank, report.classSize),
    semesters: semestersOf(report, student).map(({ period, entry }) => ({
      heading: periodText(t, period),
      dates: fill(messages.datesLabel, { start: dayText(t, period.startDate), end: dayText(t, period.endDate) }),
      lines: Object.entries(entry.courses).map(([course, grade]) => ({ course, grade: showGrade(t, grade) })),
      total: fill(messages.totalOutOf, { total: showGrade(t, entry.totalGrade), max: reportMaximum(entry.courseCount) }),
      average: showPercent(t, entry.averageGrade),
      courseCount: String(entry.courseCount),
      result: passed(entry.averageGrade) ? messages.pass : messages.fail,
      behavior: student.behaviorOnStudentGrade.find((b) => b.section_id === entry.section_id)?.behavior_value ?? messages.noBehaviorReport,
      comments: student.commentsOnStudentGrade.find((c) => c.section_id === entry.section_id)?.comment ?? messages.noCommentsAvailable,
    })),
  };
}

/** The student's semesters in term order, with the term. */
export function semestersOf(report: YearlyReport, student: YearlyStudent) {
  return report.semesters.flatMap((period) => (student.semesters[period._id] ? [{ period, entry: student.semesters[period._id] }] : []));
}

export type YearlySort = 'rank' | 'overallAverage' | 'studentId';
export function sortYearly(rows: readonly YearlyStudent[], by: YearlySort): YearlyStudent[] {
  const copy = [...rows];
  if (by === 'rank') copy.sort((a, b) => a.rank - b.rank || a.studentId.localeCompare(b.studentId));
  if (by === 'overallAverage') copy.sort((a, b) => b.overallAverage - a.overallAverage || a.studentId.localeCompare(b.studentId));
  if (by === 'studentId') copy.sort((a, b) => a.studentId.localeCompare(b.studentId));
  return copy;
}

/** An exam slot's name in the language of `t` (the grade history). */
type Change = GradeChanges['changes'][number];
export const slotLabel = ({ messages }: Texts, slot: Change['slot']) =>
  ({
    finalExam: messages.slotFinalExam,
    midExam: messages.slotMidExam,
    teachExam1: messages.slotTeachExam1,
    teachExam2: messages.slotTeachExam2,
    teachExam3: messages.slotTeachExam3,
  })[slot];
/** Where a grade change came from, in the language of `t`. */
export const sourceLabel = ({ messages }: Texts, source: Change['source']) =>
  ({ manual: messages.sourceManual, assignment: messages.sourceAssignment, exam: messages.sourceExam })[source];

/** Saves a built PDF under its name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whose report a print is (issue 18): name, ID, section with year and term. */
export function whoseLines(t: Texts, report: SingleReport): string[] {
  const { messages, fill } = t;
  const s = report.student.student;
  return [
    fill(messages.printWhoseName, { name: fullName(s) }),
    fill(messages.printWhoseId, { ID: s.ID }),
    fill(messages.printWhoseSection, { section: report.section.name, term: periodText(t, periodOf(report.section)) }),
  ];
}
