import { useMemo } from 'react';
import styled from 'styled-components';
import type { ApiClient, Assignment } from '@school/api';
import { Chip, DataTable, dataTableColumnHelper, tokens, type DataTableColumn } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { QueryError } from '../shared/QueryFallback';
import { useTexts, type Texts } from '../shared/intl';
import { dueChip, dueChipText, dueChipTone } from './logic';
import { useNow } from '../shared/useNow';

export interface StudentAssignmentsProps {
  /** The API client (student token). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
  /** The section of the period shown. */
  sectionId: string;
  /** Opens an assignment. */
  onOpen: (open: { assignmentId: string }) => void;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
}

const submissionText = ({ messages, fill }: Texts, a: Assignment) => {
  const mine = a.submitedAssignment[0];
  if (!mine || mine.status === 'pending') return messages.studentNotSubmitted;
  if (mine.status === 'graded' && a.value !== null) return fill(messages.studentGraded, { value: a.value, max: a.gs ?? '—' });
  return messages.studentSubmitted;
};

/** The student's assignments of a section: sortable, searchable table with Overdue / Due Soon / Upcoming chips (5, 10, 25). */
export function StudentAssignments({ api, studentId, sectionId, onOpen, onBack }: StudentAssignmentsProps) {
  const query = useApiQuery(queryKeys.teaching.studentAssignments(studentId, sectionId), () =>
    api.teaching.assignments.listForStudent(studentId, sectionId),
  );
  const now = useNow();
  const t = useTexts();
  const { messages } = t;
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Assignment>();
    return [
      col.accessor('title', { header: messages.studentAssignmentTitleHeader }),
      col.accessor((a) => a.course.name, { id: 'course', header: messages.studentAssignmentCourseHeader }),
      col.accessor('dueDate', { header: messages.studentAssignmentDueHeader, cell: (info) => t.format.formatDateTime(info.getValue()) }),
      col.accessor((a) => dueChipText(t, dueChip(a.dueDate, now)), {
        id: 'status',
        header: messages.studentAssignmentStatusHeader,
        cell: (info) => {
          const chip = dueChip(info.row.original.dueDate, now);
          return <Chip tone={dueChipTone[chip]} label={dueChipText(t, chip)} />;
        },
      }),
      col.accessor((a) => submissionText(t, a), { id: 'submission', header: messages.studentAssignmentSubmittedHeader }),
    ] as DataTableColumn<Assignment>[];
  }, [now, t, messages]);
  if (query.status === 'error') return <QueryError error={query.error} onRetry={() => void query.reload()} onBack={onBack} />;
  return (
    <Root>
      <DataTable
        title={messages.studentAssignmentsTitle}
        columns={columns}
        data={query.status === 'success' ? query.data.assignments : []}
        getRowId={(a) => a._id}
        loading={query.status === 'loading'}
        pageSizes={[5, 10, 25]}
        defaultPageSize={5}
        exportable={false}
        onRefresh={() => void query.reload()}
        onBack={onBack}
        onRowClick={({ row }) => onOpen({ assignmentId: row._id })}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;
