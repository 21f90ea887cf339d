import { useMemo, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import styled from 'styled-components';
import type { AcademicRecord, ApiClient, StudentRecord } from '@school/api';
import { Button, DataTable, dataTableColumnHelper, Dialog, EmptyState, PageHeader, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { confirmed, useApiMutation } from '../shared/query';
import { savedInto, STUDENT_CHANGES } from '../shared/studentCache';
import { sortRecords } from '../shared/studentLogic';
import { StudentRecordForm } from './StudentRecordForm';
import { STUDENT_NOTICE_MS, useNotice } from '../shared/useNotice';
import { ConfirmDelete } from '../shared/ConfirmDelete';

interface StudentRecordsProps {
  api: ApiClient;
  student: StudentRecord;
  /** The read the record is shown from: changes write their answer there. */
  detailKey: QueryKey;
}

const col = dataTableColumnHelper<AcademicRecord>();
const periodText = ({ messages, fill }: Texts, r: AcademicRecord) =>
  fill(messages.periodText, { year: r.academic_period.year, semester: r.academic_period.semester });

/** Academic records: section and year-semester, with add, edit and delete (confirmed). */
export function StudentRecords({ api, student, detailKey }: StudentRecordsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const notice = useNotice(STUDENT_NOTICE_MS);
  const [editing, setEditing] = useState<AcademicRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AcademicRecord | null>(null);
  const frozen = !student.status;
  const records = sortRecords(student.academicRecords);
  const removal = useApiMutation(
    (r: AcademicRecord) =>
      api.students.records.remove({ student_id: student._id, section_id: r.section._id, academic_period_id: r.academic_period._id }),
    { announce: notice, successText: messages.deleted, updates: savedInto(detailKey), invalidates: STUDENT_CHANGES },
  );

  const columns = useMemo(
    () => [
      col.accessor((r) => r.section.name, { id: 'section', header: messages.sectionHeader, enableSorting: false }),
      col.accessor((r) => periodText(t, r), { id: 'period', header: messages.recordPeriodHeader, enableSorting: false }),
      col.display({
        id: 'actions',
        header: messages.recordActionsHeader,
        cell: ({ row: { original: r } }) => (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={frozen}
              aria-label={fill(messages.editRecordAction, { period: periodText(t, r) })}
              onClick={() => setEditing(r)}
            >
              {messages.editAction}
            </Button>{' '}
            <Button
              size="sm"
              variant="danger"
              aria-label={fill(messages.deleteRecordAction, { period: periodText(t, r) })}
              onClick={() => setDeleting(r)}
            >
              {messages.deleteAction}
            </Button>
          </>
        ),
      }),
    ],
    [frozen, t, messages, fill],
  );

  const remove = async () => {
    if (deleting) await confirmed(removal, deleting);
  };

  return (
    <Section aria-labelledby="student-records-heading">
      <PageHeader
        level={2}
        titleId="student-records-heading"
        title={messages.academicRecords}
        actions={
          <Button size="sm" disabled={frozen} onClick={() => setEditing('new')}>
            {messages.addRecord}
          </Button>
        }
      />
      {records.length === 0 ? (
        <EmptyState title={messages.noAcademicRecord} />
      ) : (
        <DataTable<AcademicRecord>
          ariaLabel={messages.academicRecords}
          columns={columns}
          data={records}
          getRowId={(r) => r._id}
          searchable={false}
          paginated={false}
          exportable={false}
        />
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? messages.addRecordTitle : messages.editRecordTitle}
      >
        {editing !== null ? (
          <StudentRecordForm
            api={api}
            student={student}
            record={editing === 'new' ? undefined : editing}
            detailKey={detailKey}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDelete open={deleting !== null} onClose={() => setDeleting(null)} title={messages.deleteRecordTitle} onConfirm={remove} />
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${tokens.space.md};
`;
