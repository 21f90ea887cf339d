import type { LinkedStudent, StudentPeriods } from '@school/api';
import type { Texts } from '../shared/intl';

/** The query keys of the parent dashboard. */
export const parentKeys = {
  links: (parentId: string) => ['parent', parentId, 'links'] as const,
  periods: (parentId: string, studentId: string) => ['parent', parentId, 'periods', studentId] as const,
  digest: (parentId: string) => ['parent', parentId, 'digest'] as const,
};

export const fullNameOf = (s: Pick<LinkedStudent, 'firstName' | 'middleName' | 'lastName'>) =>
  [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ');

export type SemesterRow = StudentPeriods['academicPeriods'][number];

/** '2026 semester 1 · Grade 7 A' */
export const semesterLabel = ({ messages, fill }: Texts, row: SemesterRow) =>
  fill(messages.parentSemesterOption, {
    year: row.academic_period_id.year,
    semester: row.academic_period_id.semester,
    section: row.section_id.name,
  });
