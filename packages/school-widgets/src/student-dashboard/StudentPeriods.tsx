import { useMemo } from 'react';
import type { AcademicRecord, ApiClient } from '@school/api';
import { DataTable, dataTableColumnHelper, type DataTableColumn } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { QueryError } from '../shared/QueryFallback';
import { useMessages } from '../shared/intl';

export interface StudentPeriodsProps {
  /** The API client (student token). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
  /** Heading, e.g. 'My academic periods'. @default messages.studentPeriodsTitle, in the reader's language */
  title?: string;
  /** Opens the period's schedule, assignments or attendance. */
  onOpen: (open: { periodId: string; sectionId: string }) => void;
}

/** The periods the student sat in a section, newest first (5, 10, 25 rows): the way into a period's schedule, assignments and attendance. */
export function StudentPeriods({ api, studentId, title, onOpen }: StudentPeriodsProps) {
  const messages = useMessages();
  const query = useApiQuery(queryKeys.teaching.studentRecord(studentId), () => api.students.get(studentId));
  const rows = useMemo(
    () =>
      query.status === 'success'
        ? [...query.data.student.academicRecords].sort(
            (a, b) => b.academic_period.year - a.academic_period.year || b.academic_period.semester - a.academic_period.semester,
          )
        : [],
    [query.status, query.data],
  );
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<AcademicRecord>();
    return [
      col.accessor((r) => r.academic_period.year, { id: 'year', header: messages.studentPeriodYear }),
      col.accessor((r) => r.academic_period.semester, { id: 'semester', header: messages.studentPeriodSemester }),
      col.accessor((r) => r.section.name, { id: 'section', header: messages.studentPeriodSection }),
    ] as DataTableColumn<AcademicRecord>[];
  }, [messages]);
  if (query.status === 'error') return <QueryError error={query.error} onRetry={() => void query.reload()} />;
  return (
    <DataTable
      title={title ?? messages.studentPeriodsTitle}
      columns={columns}
      data={rows}
      getRowId={(r) => r._id}
      loading={query.status === 'loading'}
      pageSizes={[5, 10, 25]}
      exportable={false}
      searchable={false}
      onRefresh={() => void query.reload()}
      onRowClick={({ row }) => onOpen({ periodId: row.academic_period._id, sectionId: row.section._id })}
    />
  );
}
