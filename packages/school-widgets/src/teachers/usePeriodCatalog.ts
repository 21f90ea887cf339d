import type { ApiClient, Course, Section } from '@school/api';
import { useApiQuery, type QueryState } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';

export interface PeriodCatalog {
  courses: Course[];
  sections: Section[];
}

const ALL = { page: 1, limit: 'all' } as const;

/** The period's courses and sections for the pickers (all items: spec 000 §9), shared with the period's page. */
export function usePeriodCatalog(api: ApiClient, periodId: string): QueryState<PeriodCatalog> {
  const courses = useApiQuery(queryKeys.academics.courses(periodId), () => api.academics.courses.list(periodId, ALL));
  const sections = useApiQuery(queryKeys.academics.sections(periodId), () => api.academics.sections.list(periodId, ALL));
  if (courses.status === 'error') return { status: 'error', error: courses.error };
  if (sections.status === 'error') return { status: 'error', error: sections.error };
  if (courses.status === 'loading' || sections.status === 'loading') return { status: 'loading' };
  return { status: 'success', data: { courses: courses.data.courses, sections: sections.data.sections } };
}
