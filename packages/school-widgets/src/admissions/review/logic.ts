import type { EntranceExam, EntranceExamLink } from '@school/api';

export type ExamSort = 'none' | 'title' | 'gradeName' | 'startTime';

/** The assigned exams whose title contains `search` (any case), sorted as asked (spec 000 §2). */
export function visibleLinks(links: readonly EntranceExamLink[], search: string, sort: ExamSort): EntranceExamLink[] {
  const term = search.trim().toLowerCase();
  const shown = links.filter((l) => !term || l.exam_id.title.toLowerCase().includes(term));
  const by: Record<Exclude<ExamSort, 'none'>, (a: EntranceExamLink, b: EntranceExamLink) => number> = {
    title: (a, b) => a.exam_id.title.localeCompare(b.exam_id.title),
    gradeName: (a, b) => a.grade_name.localeCompare(b.grade_name, 'en', { numeric: true }),
    startTime: (a, b) => a.exam_id.start_time.localeCompare(b.exam_id.start_time),
  };
  return sort === 'none' ? shown : [...shown].sort(by[sort]);
}

/** The exams not yet assigned to the applicant. */
export const assignableExams = (exams: readonly EntranceExam[], links: readonly EntranceExamLink[]) =>
  exams.filter((e) => !links.some((l) => l.exam_id._id === e._id));
