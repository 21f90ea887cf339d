import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import styled from 'styled-components';
import { messages, type AcademicRecord, type ApiClient, type StudentRecord } from '@school/api';
import { Alert, Button, Dialog, DialogClose, DialogFooter, EmptyState, PageHeader, Select, tokens } from '@school/ui';
import { fill } from '../shared/text';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { savedInto, STUDENT_CHANGES } from './cache';
import { sectionChoices, sortRecords } from './logic';
import { STUDENT_NOTICE_MS, useNotice } from './useNotice';
import { ConfirmDelete } from '../shared/ConfirmDelete';

interface StudentRecordsProps {
  api: ApiClient;
  student: StudentRecord;
  /** The read the record is shown from: changes write their answer there. */
  detailKey: QueryKey;
}

const ALL = { page: 1, limit: 'all' } as const;
const periodText = (r: AcademicRecord) => fill(messages.periodText, { year: r.academic_period.year, semester: r.academic_period.semester });

/** Academic records: section and year-semester, with add, edit and delete (confirmed). */
export function StudentRecords({ api, student, detailKey }: StudentRecordsProps) {
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
        <table>
          <thead>
            <tr>
              <th scope="col">{messages.sectionHeader}</th>
              <th scope="col">{messages.recordPeriodHeader}</th>
              <th scope="col">{messages.recordActionsHeader}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r._id}>
                <td>{r.section.name}</td>
                <td>{periodText(r)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={frozen}
                    aria-label={fill(messages.editRecordAction, { period: periodText(r) })}
                    onClick={() => setEditing(r)}
                  >
                    {messages.editAction}
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={fill(messages.deleteRecordAction, { period: periodText(r) })}
                    onClick={() => setDeleting(r)}
                  >
                    {messages.deleteAction}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? messages.addRecordTitle : messages.editRecordTitle}
      >
        {editing !== null ? (
          <RecordForm
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

function RecordForm({
  api,
  student,
  record,
  detailKey,
  onDone,
}: {
  api: ApiClient;
  student: StudentRecord;
  record?: AcademicRecord;
  detailKey: QueryKey;
  onDone: () => void;
}) {
  const notice = useNotice(STUDENT_NOTICE_MS);
  const [periodId, setPeriodId] = useState(record?.academic_period._id ?? '');
  const [sectionId, setSectionId] = useState(record?.section._id ?? '');
  const periods = useApiQuery(queryKeys.academics.periods.list(ALL), () => api.academics.periods.list(ALL));
  const sections = useApiQuery(queryKeys.academics.sections(periodId), () => api.academics.sections.list(periodId, { limit: 'all' }), {
    enabled: periodId !== '',
  });
  // The dialog shows a refusal itself.
  const save = useApiMutation(
    (body: { student_id: string; section_id: string; academic_period_id: string }) =>
      record
        ? api.students.records.edit({
            ...body,
            existing_section_id: record.section._id,
            existing_academic_period_id: record.academic_period._id,
          })
        : api.students.records.add(body),
    {
      announce: notice,
      toastErrors: false,
      successText: messages.added,
      updates: savedInto(detailKey),
      invalidates: STUDENT_CHANGES,
    },
  );
  const periodOptions = (periods.data?.academicPeriods ?? []).map((p) => ({
    value: p._id,
    label: fill(messages.periodText, { year: p.year, semester: p.semester }),
  }));
  const sectionOptions = sectionChoices(sections.data?.sections ?? [], record?.section._id).map((s) => ({
    value: s._id,
    label: fill(messages.sectionOption, { name: s.name, actual: s.actual, capacity: s.capacity }),
  }));

  const submit = async () => {
    const result = await save.run({ student_id: student._id, section_id: sectionId, academic_period_id: periodId });
    if (result.ok) onDone();
  };

  return (
    <form
      aria-label={record ? messages.editRecordTitle : messages.addRecordTitle}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Fields>
        <Select
          label={messages.periodLabel2}
          placeholder={messages.choosePeriod2}
          value={periodId}
          options={periodOptions}
          onChange={(e) => {
            setPeriodId(e.target.value);
            setSectionId('');
          }}
        />
        <Select
          label={messages.sectionLabel}
          placeholder={messages.chooseSection}
          value={sectionId}
          options={sectionOptions}
          disabled={!periodId}
          onChange={(e) => setSectionId(e.target.value)}
        />
      </Fields>
      <Alert
        kind="error"
        message={periods.status === 'error' ? periods.error : sections.status === 'error' ? sections.error : save.error}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{messages.cancelAction}</Button>
        </DialogClose>
        <Button type="submit" busy={save.isPending} disabled={!periodId || !sectionId}>
          {messages.saveAction}
        </Button>
      </DialogFooter>
    </form>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
  }
`;
const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.md};
`;
