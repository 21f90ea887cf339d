import { useState } from 'react';
import styled from 'styled-components';
import { messages, type AcademicRecord, type ApiClient, type StudentRecord } from '@school/api';
import { Alert, Button, Dialog, DialogClose, DialogFooter, EmptyState, Select, tokens } from '@school/ui';
import { fill } from '../shared/text';
import { useApiQuery } from '../shared/useApiQuery';
import { sectionChoices, sortRecords } from './logic';
import { STUDENT_NOTICE_MS, useNotice } from './useNotice';
import { settleConfirmed } from '../shared/confirmed';
import { ConfirmDelete } from '../shared/ConfirmDelete';

interface StudentRecordsProps {
  api: ApiClient;
  student: StudentRecord;
  onSaved: (student: StudentRecord) => void;
}

const periodText = (r: AcademicRecord) => fill(messages.periodText, { year: r.academic_period.year, semester: r.academic_period.semester });

/** Academic records: section and year-semester, with add, edit and delete (confirmed). */
export function StudentRecords({ api, student, onSaved }: StudentRecordsProps) {
  const notice = useNotice(STUDENT_NOTICE_MS);
  const [editing, setEditing] = useState<AcademicRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AcademicRecord | null>(null);
  const frozen = !student.status;
  const records = sortRecords(student.academicRecords);

  const remove = async () => {
    if (!deleting) return;
    const result = await api.students.records.remove({ student_id: student._id, section_id: deleting.section._id, academic_period_id: deleting.academic_period._id });
    onSaved(settleConfirmed(result, notice, messages.deleted).student);
  };

  return (
    <Section aria-labelledby="student-records-heading">
      <Head>
        <h2 id="student-records-heading">{messages.academicRecords}</h2>
        <Button size="sm" disabled={frozen} onClick={() => setEditing('new')}>
          {messages.addRecord}
        </Button>
      </Head>
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
                  <Button size="sm" variant="secondary" disabled={frozen} aria-label={fill(messages.editRecordAction, { period: periodText(r) })} onClick={() => setEditing(r)}>
                    {messages.editAction}
                  </Button>{' '}
                  <Button size="sm" variant="danger" aria-label={fill(messages.deleteRecordAction, { period: periodText(r) })} onClick={() => setDeleting(r)}>
                    {messages.deleteAction}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} title={editing === 'new' ? messages.addRecordTitle : messages.editRecordTitle}>
        {editing !== null ? (
          <RecordForm api={api} student={student} record={editing === 'new' ? undefined : editing} onDone={(s) => { onSaved(s); setEditing(null); }} />
        ) : null}
      </Dialog>
      <ConfirmDelete open={deleting !== null} onClose={() => setDeleting(null)} title={messages.deleteRecordTitle} onConfirm={remove} />
    </Section>
  );
}

function RecordForm({ api, student, record, onDone }: { api: ApiClient; student: StudentRecord; record?: AcademicRecord; onDone: (s: StudentRecord) => void }) {
  const notice = useNotice(STUDENT_NOTICE_MS);
  const [periodId, setPeriodId] = useState(record?.academic_period._id ?? '');
  const [sectionId, setSectionId] = useState(record?.section._id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const periods = useApiQuery(() => api.academics.periods.list({ limit: 'all' }), [api]);
  const sections = useApiQuery(
    () => (periodId ? api.academics.sections.list(periodId, { limit: 'all' }) : Promise.resolve({ ok: true as const, status: 200, data: { sections: [], totalPages: 0, totalItems: 0 }, message: '' })),
    [api, periodId],
  );
  const periodOptions = (periods.data?.academicPeriods ?? []).map((p) => ({ value: p._id, label: fill(messages.periodText, { year: p.year, semester: p.semester }) }));
  const sectionOptions = sectionChoices(sections.data?.sections ?? [], record?.section._id).map((s) => ({
    value: s._id,
    label: fill(messages.sectionOption, { name: s.name, actual: s.actual, capacity: s.capacity }),
  }));

  const submit = async () => {
    setBusy(true);
    setError(null);
    const body = { student_id: student._id, section_id: sectionId, academic_period_id: periodId };
    const result = record
      ? await api.students.records.edit({ ...body, existing_section_id: record.section._id, existing_academic_period_id: record.academic_period._id })
      : await api.students.records.add(body);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      notice('error', result.error);
      return;
    }
    notice('success', result.message || messages.added);
    onDone(result.data.student);
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
        <Select label={messages.periodLabel2} placeholder={messages.choosePeriod2} value={periodId} options={periodOptions} onChange={(e) => { setPeriodId(e.target.value); setSectionId(''); }} />
        <Select label={messages.sectionLabel} placeholder={messages.chooseSection} value={sectionId} options={sectionOptions} disabled={!periodId} onChange={(e) => setSectionId(e.target.value)} />
      </Fields>
      <Alert kind="error" message={periods.status === 'error' ? periods.error : sections.status === 'error' ? sections.error : error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{messages.cancelAction}</Button>
        </DialogClose>
        <Button type="submit" busy={busy} disabled={!periodId || !sectionId}>
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
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.md};
`;
