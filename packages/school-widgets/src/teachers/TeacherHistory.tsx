import styled from 'styled-components';
import { messages, type TeacherAssignment } from '@school/api';
import { Button, PageHeader, tokens } from '@school/ui';
import { fill } from '../shared/text';
import { periodLabel, sectionLabel } from './logic';

export interface TeacherHistoryProps {
  /** Every assignment, newest period first. */
  history: readonly TeacherAssignment[];
  /** Assigning and editing need an employed teacher; deleting a row does not. */
  canEdit: boolean;
  onAssign: () => void;
  onEdit: (edit: { assignment: TeacherAssignment }) => void;
  onRemove: (removal: { assignment: TeacherAssignment }) => void;
}

/** The section-and-course history with Edit and Delete per row, and Assign New Section. */
export function TeacherHistory({ history, canEdit, onAssign, onEdit, onRemove }: TeacherHistoryProps) {
  return (
    <section aria-labelledby="teacher-history-heading">
      <PageHeader
        level={2}
        titleId="teacher-history-heading"
        title={messages.teachersHistoryTitle}
        actions={
          <Button disabled={!canEdit} onClick={onAssign}>
            {messages.teachersAssignNewSection}
          </Button>
        }
      />
      {history.length === 0 ? (
        <p>{messages.teachersNoHistory}</p>
      ) : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{messages.teachersSectionHeader}</th>
                <th scope="col">{messages.teachersCourseHeader}</th>
                <th scope="col">{messages.teachersPeriodHeader}</th>
                <th scope="col">{messages.teachersActionsHeader}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((a) => {
                const name = `${sectionLabel(a.section.gradeID, a.section.name)}, ${a.course.name}, ${periodLabel(a.academic_period)}`;
                return (
                  <tr key={a.section_in_teacher_id}>
                    <td>{sectionLabel(a.section.gradeID, a.section.name)}</td>
                    <td>{a.course.name}</td>
                    <td>{periodLabel(a.academic_period)}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={!canEdit}
                        aria-label={fill(messages.teachersEditRow, { name })}
                        onClick={() => onEdit({ assignment: a })}
                      >
                        {messages.teachersEdit}
                      </Button>{' '}
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={fill(messages.teachersDeleteRow, { name })}
                        onClick={() => onRemove({ assignment: a })}
                      >
                        {messages.teachersDelete}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </section>
  );
}

/** A phone narrower than the table scrolls the table, not the page (issue 7). */
const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  width: 100%;
  margin-top: ${tokens.space.md};
  border-collapse: collapse;
  th,
  td {
    padding: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
  }
`;
