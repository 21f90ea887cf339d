import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Assignment, SubmissionEntry } from '@school/api';
import { Button, Chip, DataTable, dataTableColumnHelper, EmptyState, Select, TextField, downloadXlsx, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { filterSubmissions, statusText, statusTone, studentName, type SubmissionFilter } from './logic';
import { termFileSuffix } from '../shared/term';

export const SUBMISSIONS_PER_PAGE = 5;
const col = dataTableColumnHelper<SubmissionEntry>();

export interface SubmissionListProps {
  assignment: Assignment;
  /** Opens one student's submission for grading. */
  onOpen: (open: { studentId: string }) => void;
  /** Writes the workbook; tests pass a spy. @default downloadXlsx */
  exportXlsx?: typeof downloadXlsx;
}

const FILTERS: SubmissionFilter[] = ['all', 'submitted', 'pending', 'graded'];

/** Submitted Assignments: search, status filter (All, Submitted, Pending, Graded), 5 per page, grades to xlsx. */
export function SubmissionList({ assignment, onOpen, exportXlsx = downloadXlsx }: SubmissionListProps) {
  const t = useTexts();
  const { messages } = t;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<SubmissionFilter>('all');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => filterSubmissions(assignment.submitedAssignment, filter, search), [assignment, filter, search]);
  const columns = useMemo(
    () => [
      col.accessor((e) => studentName(e.student_id), {
        id: 'student',
        header: messages.assignmentStudentHeader,
        cell: ({ row: { original: e } }) => (
          <>
            {studentName(e.student_id)} <small>{e.student_id.ID}</small>
          </>
        ),
      }),
      col.accessor('status', {
        header: messages.assignmentStatusHeader,
        cell: ({ row: { original: e } }) => <Chip tone={statusTone[e.status]} label={statusText(t, e.status)} />,
      }),
      col.accessor((e) => e.grade ?? '—', { id: 'grade', header: messages.assignmentGradeHeader }),
      col.accessor((e) => (e.submissionDate ? t.format.formatDateTime(e.submissionDate) : '—'), {
        id: 'submitted',
        header: messages.assignmentSubmittedHeader,
      }),
      col.display({
        id: 'open',
        header: messages.assignmentOpenSubmission,
        cell: ({ row: { original: e } }) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${messages.assignmentOpenSubmission} ${studentName(e.student_id)}`}
            onClick={() => onOpen({ studentId: e.student_id._id })}
          >
            {messages.assignmentOpenSubmission}
          </Button>
        ),
      }),
    ],
    [onOpen, t, messages],
  );
  const exportGrades = () =>
    void exportXlsx<SubmissionEntry>({
      rows: assignment.submitedAssignment,
      columns: [
        { header: 'ID', value: (e) => e.student_id.ID },
        { header: messages.assignmentStudentHeader, value: (e) => studentName(e.student_id) },
        { header: messages.assignmentStatusHeader, value: (e) => statusText(t, e.status) },
        { header: messages.assignmentGradeHeader, value: (e) => e.grade ?? '' },
      ],
      fileName: `${assignment.title.replace(/[^\w-]+/g, '_')}${termFileSuffix(assignment.academic_period)}_grades.xlsx`,
      sheetName: 'Grades',
    });

  return (
    <Root aria-labelledby="submissions-heading">
      <h3 id="submissions-heading">{messages.assignmentSubmissionsTitle}</h3>
      <Controls>
        <TextField
          type="search"
          label={messages.teachingSearch}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label={messages.assignmentFilterLabel}
          value={filter}
          options={FILTERS.map((f) => ({ value: f, label: f === 'all' ? messages.assignmentFilterAll : statusText(t, f) }))}
          onChange={(e) => {
            setFilter(e.currentTarget.value as SubmissionFilter);
            setPage(1);
          }}
        />
        <Button variant="secondary" onClick={exportGrades}>
          {messages.assignmentExportGrades}
        </Button>
      </Controls>
      {rows.length === 0 ? (
        <EmptyState title={messages.assignmentNoSubmissions} />
      ) : (
        <DataTable<SubmissionEntry>
          ariaLabel={messages.assignmentSubmissionsTitle}
          columns={columns}
          data={rows}
          getRowId={(e) => e.student_id._id}
          searchable={false}
          exportable={false}
          pageSizes={[SUBMISSIONS_PER_PAGE]}
          defaultPageSize={SUBMISSIONS_PER_PAGE}
          state={{ page }}
          onStateChange={(next) => setPage(next.page)}
        />
      )}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  h3 {
    margin: 0;
  }
  small {
    color: ${tokens.color.textMuted};
  }
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${tokens.space.md};
`;
