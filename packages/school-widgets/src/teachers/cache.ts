import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../shared/queryKeys';

/**
 * What a change to a teacher shows in: the teacher lists and details, the sections' teachers and
 * the schedule's chips (academics), and the dashboard's figures.
 */
export const TEACHER_CHANGES: QueryKey[] = [queryKeys.teachers.all, queryKeys.academics.all, queryKeys.dashboard.all];
