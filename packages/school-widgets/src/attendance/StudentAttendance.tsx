import { useMemo } from 'react';
import styled from 'styled-components';
import type { ApiClient, StudentAttendanceRow } from '@school/api';
import { DataTable, dataTableColumnHelper, EmptyState, ScrollTable, tokens, type DataTableColumn } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { attendanceDay, attendanceSummary, statusLetter, statusName } from './logic';
import { queryKeys } from '../shared/queryKeys';

export const STUDENT_ATTENDANCE_PAGE_SIZE = 5;

export interface StudentAttendanceProps {
  /** The API client (the student, a linked parent, a teacher of the section). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
  sectionId: string;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
  /** The heading before the section's name (a parent reads their child's). @default messages.studentAttendanceTitle */
  title?: string;
}

// Only the date sorts (newest first as read; the header turns it oldest first). Made at render from
// the reader's texts (issue 38, decision 220), the date written by the reader's formatter.
const col = dataTableColumnHelper<StudentAttendanceRow>();
const columnsOf = (t: Texts) => {
  const { messages } = t;
  return [
    col.accessor('date', { header: messages.studentAttendanceDate, cell: ({ row }) => attendanceDay(t, row.original.date) }),
    col.accessor((r) => r.course.name, { id: 'course', header: messages.studentAttendanceCourse, enableSorting: false }),
    col.accessor('status', {
      header: messages.studentAttendanceStatus,
      enableSorting: false,
      cell: ({ row }) => <abbr title={statusName(t, row.original.status)}>{statusLetter(t, row.original.status)}</abbr>,
    }),
    col.accessor((r) => r.arrivedTime ?? '—', { id: 'arrived', header: messages.studentAttendanceArrived, enableSorting: false }),
    col.accessor((r) => r.reason ?? '—', { id: 'reason', header: messages.studentAttendanceReason, enableSorting: false }),
  ] as DataTableColumn<StudentAttendanceRow>[];
};

/** The student's attendance in a section: sortable by date, searchable, 5 per page, with a summary per course and a total. */
export function StudentAttendance({ api, studentId, sectionId, onBack, title: titleProp }: StudentAttendanceProps) {
  const t = useTexts();
  const { messages } = t;
  const title = titleProp ?? messages.studentAttendanceTitle;
  const query = useApiQuery(queryKeys.teaching.attendance.student(studentId, sectionId), () =>
    api.teaching.attendance.forStudent(studentId, sectionId),
  );
  const columns = useMemo(() => columnsOf(t), [t]);
  const rows = useMemo(
    () => (query.status === 'success' ? [...query.data.attendance].sort((a, b) => b.date.localeCompare(a.date)) : []),
    [query.status, query.data],
  );
  if (query.status !== 'success') return queryFallback(query, onBack);
  const summary = attendanceSummary(query.data.attendance);

  return (
    <Root>
      <Bar>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <h2>
          {title}: {query.data.section.name}
        </h2>
      </Bar>
      <section aria-labelledby="attendance-summary">
        <h3 id="attendance-summary">{messages.studentAttendanceSummary}</h3>
        <ScrollTable label={messages.studentAttendanceSummary}>
          <thead>
            <tr>
              <th scope="col">{messages.studentAttendanceCourse}</th>
              <th scope="col">{messages.attendancePresent}</th>
              <th scope="col">{messages.attendanceAbsent}</th>
              <th scope="col">{messages.attendanceLate}</th>
              <th scope="col">{messages.studentAttendanceTotal}</th>
            </tr>
          </thead>
          <tbody>
            {[...summary.courses, { name: messages.studentAttendanceTotal, counts: summary.total }].map(({ name, counts }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{counts.Present}</td>
                <td>{counts.Absent}</td>
                <td>{counts.Late}</td>
                <td>{counts.total}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
      {rows.length === 0 ? (
        <EmptyState title={messages.studentAttendanceEmpty} />
      ) : (
        <DataTable
          ariaLabel={messages.studentAttendanceTitle}
          columns={columns}
          data={rows}
          getRowId={(r) => r._id}
          pageSizes={[STUDENT_ATTENDANCE_PAGE_SIZE, 10, 25]}
          defaultPageSize={STUDENT_ATTENDANCE_PAGE_SIZE}
          exportable={false}
        />
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: ${tokens.font.sizeLg};
  }
  /* The summary's table (the records are a DataTable with its own styles). */
  section table {
    width: 100%;
    border-collapse: collapse;
    background: ${tokens.color.surface};
  }
  section th,
  section td {
    text-align: start;
    padding: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
`;
