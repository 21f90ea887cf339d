import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Course, Grade, Section } from '@school/api';
import { dataTableColumnHelper, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { AcademicsTable } from './AcademicsTable';
import { CourseDialog } from './CourseDialog';
import { GradeDialog } from './GradeDialog';
import { numbered, periodLabel } from './logic';

export interface AcademicPeriodDetailProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The academic period's _id. */
  periodId: string;
  /** Called with a section's _id when the admin opens it. */
  onOpenSection: (sectionId: string) => void;
  /** Back to the period list. */
  onBack: () => void;
}

type CourseRow = Course & { n: number };
type GradeRow = Grade & { n: number };
type SectionRow = Section & { n: number };
const courseCol = dataTableColumnHelper<CourseRow>();
const courseColumnsOf = ({ messages }: Texts) => [
  courseCol.accessor('name', { header: messages.subjectNameHeader }),
  courseCol.accessor((c) => c.grades.join(', '), { id: 'grades', header: messages.courseGradesHeader }),
];
const gradeCol = dataTableColumnHelper<GradeRow>();
const gradeColumnsOf = ({ messages }: Texts) => [
  gradeCol.accessor('name', { header: messages.gradeNameHeader }),
  gradeCol.accessor('noOfSections', { header: messages.sectionCountHeader }),
  gradeCol.accessor('capacity', { header: messages.capacityHeader }),
];
const sectionCol = dataTableColumnHelper<SectionRow>();
const sectionColumnsOf = ({ messages }: Texts) => [
  sectionCol.accessor('name', { header: messages.sectionNameHeader }),
  sectionCol.accessor('capacity', { header: messages.capacityHeader }),
  sectionCol.accessor('actual', { header: messages.actualStudentsHeader }),
];
const ALL = { page: 1, limit: 'all' } as const;

/**
 * One academic period: its Courses (ADD Course), Grades (ADD Grade/class) and Sections
 * (read-only; a row opens the section). Grade changes refetch the sections; course and grade
 * deletes are confirmed first and the server's refusals are shown.
 */
export function AcademicPeriodDetail({ api, periodId, onOpenSection, onBack }: AcademicPeriodDetailProps) {
  const t = useTexts();
  const { messages } = t;
  const courseColumns = useMemo(() => courseColumnsOf(t), [t]);
  const gradeColumns = useMemo(() => gradeColumnsOf(t), [t]);
  const sectionColumns = useMemo(() => sectionColumnsOf(t), [t]);
  const period = useApiQuery(queryKeys.academics.periods.detail(periodId), () => api.academics.periods.get(periodId));
  const courses = useApiQuery(queryKeys.academics.courses(periodId), () => api.academics.courses.list(periodId, ALL));
  const grades = useApiQuery(queryKeys.academics.grades(periodId), () => api.academics.grades.list(periodId, ALL));
  const sections = useApiQuery(queryKeys.academics.sections(periodId), () => api.academics.sections.list(periodId, ALL));
  const [courseDialog, setCourseDialog] = useState<{ course?: Course } | null>(null);
  const [gradeDialog, setGradeDialog] = useState<{ grade?: Grade } | null>(null);
  const courseRows = useMemo(() => numbered(courses.data?.courses ?? []), [courses.data]);
  const gradeRows = useMemo(() => numbered(grades.data?.grades ?? []), [grades.data]);
  const sectionRows = useMemo(() => numbered(sections.data?.sections ?? []), [sections.data]);

  const back = <BackButton onBack={onBack} />;
  if (period.status !== 'success') return queryFallback(period, onBack);
  return (
    <Root>
      {back}
      <h1>{periodLabel(t, period.data.academicPeriod)}</h1>
      <AcademicsTable<CourseRow>
        title={messages.coursesTableTitle}
        query={courses}
        rows={courseRows}
        columns={courseColumns}
        nameOf={(c) => c.name}
        addLabel={messages.addCourse}
        onAdd={() => setCourseDialog({})}
        onEdit={(course) => setCourseDialog({ course })}
        onDelete={(c) => api.academics.courses.remove(c._id, periodId)}
        deleteInvalidates={[queryKeys.academics.courses(periodId), queryKeys.dashboard.all]}
        deleteTitle={messages.deleteCourseTitle}
        deleteBusyText={messages.progressDeletingCourses}
      />
      <AcademicsTable<GradeRow>
        title={messages.gradesTableTitle}
        query={grades}
        rows={gradeRows}
        columns={gradeColumns}
        nameOf={(g) => g.name}
        addLabel={messages.addGrade}
        onAdd={() => setGradeDialog({})}
        onEdit={(grade) => setGradeDialog({ grade })}
        onDelete={(g) => api.academics.grades.remove(g._id, periodId)}
        // A grade's sections go with it; a course's classes name it.
        deleteInvalidates={[queryKeys.academics.ofPeriod(periodId), queryKeys.dashboard.all]}
        deleteTitle={messages.deleteGradeTitle}
        deleteBusyText={messages.progressDeletingGrade}
      />
      <AcademicsTable<SectionRow>
        title={messages.sectionsTableTitle}
        query={sections}
        rows={sectionRows}
        columns={sectionColumns}
        nameOf={(s) => s.name}
        onOpen={(s) => onOpenSection(s._id)}
      />
      <CourseDialog
        api={api}
        periodId={periodId}
        grades={grades.data?.grades ?? []}
        open={courseDialog !== null}
        onOpenChange={(open) => !open && setCourseDialog(null)}
        course={courseDialog?.course}
      />
      <GradeDialog
        api={api}
        periodId={periodId}
        open={gradeDialog !== null}
        onOpenChange={(open) => !open && setGradeDialog(null)}
        grade={gradeDialog?.grade}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  justify-items: stretch;
  & > button:first-child {
    justify-self: start;
  }
  h1 {
    margin: 0;
  }
`;
