import type { QueryKey } from '@tanstack/react-query';
import styled from 'styled-components';
import { z } from 'zod';
import type { AcademicRecord, ApiClient, StudentRecord } from '@school/api';
import { Alert, Button, DialogClose, DialogFooter, Form, FormSelect, FormSubmitButton, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTextsForm } from '../shared/schemaText';
import { savedInto, STUDENT_CHANGES } from '../shared/studentCache';
import { sectionChoices } from '../shared/studentLogic';
import { STUDENT_NOTICE_MS, useNotice } from '../shared/useNotice';

// The terms of the school and the sections of one term are small bounded sets (a few terms a
// year, a few dozen sections): the pickers read them whole (docs/decisions/0105-one-form-style-in-the-admin-student-teaching-and-exam.md).
const ALL = { page: 1, limit: 'all' } as const;
const schema = z.object({ academic_period_id: z.string().min(1), section_id: z.string().min(1) });

export interface StudentRecordFormProps {
  api: ApiClient;
  student: StudentRecord;
  /** The record to edit; a new one when omitted. */
  record?: AcademicRecord;
  /** The read the record is shown from: the answer is written there. */
  detailKey: QueryKey;
  onDone: () => void;
}

/** Add or edit an academic record: a term, then one of its sections (with its places). */
export function StudentRecordForm({ api, student, record, detailKey, onDone }: StudentRecordFormProps) {
  const { messages, fill } = useTexts();
  const notice = useNotice(STUDENT_NOTICE_MS);
  const form = useTextsForm(schema, {
    defaultValues: { academic_period_id: record?.academic_period._id ?? '', section_id: record?.section._id ?? '' },
  });
  const periodId = form.watch('academic_period_id');
  const sectionId = form.watch('section_id');
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
  // A new term empties the section (FormSelect's own register keeps this option).
  form.register('academic_period_id', { onChange: () => form.setValue('section_id', '') });

  const submit = async (values: z.output<typeof schema>) => {
    const result = await save.run({ student_id: student._id, ...values });
    if (result.ok) onDone();
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={record ? messages.editRecordTitle : messages.addRecordTitle}>
      <Fields>
        <FormSelect name="academic_period_id" label={messages.periodLabel2} placeholder={messages.choosePeriod2} options={periodOptions} />
        <FormSelect
          name="section_id"
          label={messages.sectionLabel}
          placeholder={messages.chooseSection}
          options={sectionOptions}
          disabled={!periodId}
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
        <FormSubmitButton disabled={!periodId || !sectionId}>{messages.saveAction}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;
