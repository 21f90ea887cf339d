import { useState } from 'react';
import styled from 'styled-components';
import { messages, type Assignment, type SubmissionEntry } from '@school/api';
import { Button, Chip, EmptyState, Pagination, ScrollTable, Select, TextField, VisuallyHidden, downloadXlsx, tokens } from '@school/ui';
import { filterSubmissions, statusLabel, statusTone, studentName, type SubmissionFilter } from './logic';
import { formatDateTime } from '../shared/format';

export const SUBMISSIONS_PER_PAGE = 5;

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
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<SubmissionFilter>('all');
  const [page, setPage] = useState(1);
  const rows = filterSubmissions(assignment.submitedAssignment, filter, search);
  const pageCount = Math.ceil(rows.length / SUBMISSIONS_PER_PAGE);
  const current = Math.min(page, Math.max(1, pageCount));
  const shown = rows.slice((current - 1) * SUBMISSIONS_PER_PAGE, current * SUBMISSIONS_PER_PAGE);
  const exportGrades = () =>
    void exportXlsx<SubmissionEntry>({
      rows: assignment.submitedAssignment,
      columns: [
        { header: 'ID', value: (e) => e.student_id.ID },
        { header: messages.assignmentStudentHeader, value: (e) => studentName(e.student_id) },
        { header: messages.assignmentStatusHeader, value: (e) => statusLabel[e.status] },
        { header: messages.assignmentGradeHeader, value: (e) => e.grade ?? '' },
      ],
      fileName: `${assignment.title.replace(/[^\w-]+/g, '_')}_grades.xlsx`,
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
          options={FILTERS.map((f) => ({ value: f, label: f === 'all' ? messages.assignmentFilterAll : statusLabel[f] }))}
          onChange={(e) => {
            setFilter(e.currentTarget.value as SubmissionFilter);
            setPage(1);
          }}
        />
        <Button variant="secondary" onClick={exportGrades}>
          {messages.assignmentExportGrades}
        </Button>
      </Controls>
      {shown.length === 0 ? (
        <EmptyState title={messages.assignmentNoSubmissions} />
      ) : (
        <ScrollTable label={messages.assignmentSubmissionsTitle}>
          <thead>
            <tr>
              <th scope="col">{messages.assignmentStudentHeader}</th>
              <th scope="col">{messages.assignmentStatusHeader}</th>
              <th scope="col">{messages.assignmentGradeHeader}</th>
              <th scope="col">{messages.assignmentSubmittedHeader}</th>
              <th scope="col">
                <VisuallyHidden>{messages.assignmentOpenSubmission}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((e) => (
              <tr key={e.student_id._id}>
                <th scope="row">
                  {studentName(e.student_id)} <small>{e.student_id.ID}</small>
                </th>
                <td>
                  <Chip tone={statusTone[e.status]} label={statusLabel[e.status]} />
                </td>
                <td>{e.grade ?? '—'}</td>
                <td>{e.submissionDate ? formatDateTime(e.submissionDate) : '—'}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${messages.assignmentOpenSubmission} ${studentName(e.student_id)}`}
                    onClick={() => onOpen({ studentId: e.student_id._id })}
                  >
                    {messages.assignmentOpenSubmission}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {pageCount > 1 ? <Pagination page={current} pageCount={pageCount} onPageChange={({ page: p }) => setPage(p)} /> : null}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  h3 {
    margin: 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: start;
    padding: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
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
