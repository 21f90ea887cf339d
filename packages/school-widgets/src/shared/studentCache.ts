import type { QueryKey } from '@tanstack/react-query';
import type { StudentRecord } from '@school/api';
import type { CacheUpdate } from './query';
import { queryKeys } from './queryKeys';

/**
 * What a change to a student shows in: both lists (a student is an applicant until approved), the
 * sections' student counts and the dashboard's figures. A changed record's own detail is written
 * from the answer instead (`savedInto`).
 */
export const STUDENT_CHANGES: QueryKey[] = [
  queryKeys.students.lists,
  queryKeys.applicants.lists,
  queryKeys.academics.all,
  queryKeys.dashboard.all,
];

/** Writes the record a student write answers with into the detail read under `detailKey`. */
export const savedInto =
  (detailKey: QueryKey | undefined) =>
  ({ student }: { student: StudentRecord }): CacheUpdate[] =>
    detailKey ? [[detailKey, { student }]] : [];
