import { useMemo } from 'react';
import type { ApiClient, TeacherGradeCourses as Courses } from '@school/api';
import { DataTable, dataTableColumnHelper, EmptyState, type DataTableColumn } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useMessages } from '../shared/intl';

export interface TeacherGradeCoursesProps {
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  /** A row opens the grade entry of that course in that section. */
  onOpen: (open: { sectionId: string; teacherInSectionId: string }) => void;
}

type Row = Courses['courses'][number] & { period: string; sectionName: string; courseName: string };

/** The teacher's Grade Report page: every course and section taught, newest term first; a row opens grade entry. */
export function TeacherGradeCourses({ api, teacherId, onOpen }: TeacherGradeCoursesProps) {
  const messages = useMessages();
  const query = useApiQuery(queryKeys.gradeReports.teacherCourses(teacherId), () => api.gradeReports.teacherCourses(teacherId));
  const rows = useMemo<Row[]>(
    () =>
      query.status === 'success'
        ? query.data.courses.map((a) => ({
            ...a,
            period: `${a.academic_period.year} / ${a.academic_period.semester}`,
            sectionName: a.section.name,
            courseName: a.course.name,
          }))
        : [],
    [query],
  );
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Row>();
    return [
      col.accessor('period', { header: messages.colSemester }),
      col.accessor('sectionName', { header: messages.colSectionName }),
      col.accessor('courseName', { header: messages.colCourse }),
    ] as DataTableColumn<Row>[];
  }, [messages]);
  if (query.status !== 'success') return queryFallback(query);
  return (
    <section aria-labelledby="grade-entry-title">
      <h1 id="grade-entry-title">{messages.gradeEntryTitle}</h1>
      {rows.length === 0 ? (
        <EmptyState title={messages.gradeEntryNone} />
      ) : (
        <DataTable
          title={messages.gradeEntryPick}
          columns={columns}
          data={rows}
          getRowId={(r) => r.teacherInSection_id}
          pageSizes={[5, 10, 25]}
          exportable={false}
          onRowClick={({ row }) => onOpen({ sectionId: row.section._id, teacherInSectionId: row.teacherInSection_id })}
        />
      )}
    </section>
  );
}
