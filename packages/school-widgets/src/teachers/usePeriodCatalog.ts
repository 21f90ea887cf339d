import type { ApiClient, ApiResult, Course, Section } from '@school/api';
import { useApiQuery } from '../shared/useApiQuery';

export interface PeriodCatalog {
  courses: Course[];
  sections: Section[];
}

/** The period's courses and sections for the pickers (all items: spec 000 §9). */
export function usePeriodCatalog(api: ApiClient, periodId: string) {
  return useApiQuery(async (): Promise<ApiResult<PeriodCatalog>> => {
    const [courses, sections] = await Promise.all([
      api.academics.courses.list(periodId, { limit: 'all' }),
      api.academics.sections.list(periodId, { limit: 'all' }),
    ]);
    if (!courses.ok) return courses;
    if (!sections.ok) return sections;
    return { ok: true, status: 200, message: '', data: { courses: courses.data.courses, sections: sections.data.sections } };
  }, [api, periodId]);
}
