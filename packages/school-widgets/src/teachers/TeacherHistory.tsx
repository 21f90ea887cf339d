import { useMemo } from 'react';
import styled from 'styled-components';
import type { TeacherAssignment } from '@school/api';
import { Button, DataTable, dataTableColumnHelper, PageHeader, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
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

const PAGE_SIZES = [10, 25, 50] as const;
const col = dataTableColumnHelper<TeacherAssignment>();
const sectionText = (t: Texts, a: TeacherAssignment) => sectionLabel(t, a.section.gradeID, a.section.name);
const periodText = (t: Texts, a: TeacherAssignment) => periodLabel(t, a.academic_period);

/** The section-and-course history with Edit and Delete per row, and Assign New Section. */
export function TeacherHistory({ history, canEdit, onAssign, onEdit, onRemove }: TeacherHistoryProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const columns = useMemo(
    () => [
      col.accessor((a) => sectionText(t, a), { id: 'section', header: messages.teachersSectionHeader, enableSorting: false }),
      col.accessor((a) => a.course.name, { id: 'course', header: messages.teachersCourseHeader, enableSorting: false }),
      col.accessor((a) => periodText(t, a), { id: 'period', header: messages.teachersPeriodHeader, enableSorting: false }),
      col.display({
        id: 'actions',
        header: messages.teachersActionsHeader,
        cell: ({ row: { original: a } }) => {
          const name = `${sectionText(t, a)}, ${a.course.name}, ${periodText(t, a)}`;
          return (
            <>
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
            </>
          );
        },
      }),
    ],
    [canEdit, onEdit, onRemove, t, messages, fill],
  );
  return (
    <Section aria-labelledby="teacher-history-heading">
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
        // Newest period first as the server answers (no column sort); the search finds a section, course or period.
        <DataTable<TeacherAssignment>
          ariaLabel={messages.teachersHistoryTitle}
          columns={columns}
          data={history}
          getRowId={(a) => a.section_in_teacher_id}
          exportable={false}
          pageSizes={PAGE_SIZES}
          defaultPageSize={PAGE_SIZES[0]}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${tokens.space.md};
`;
