import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient, EntranceExam, EntranceExamLink, StudentRecord } from '@school/api';
import {
  Alert,
  Button,
  EmptyState,
  Form,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  LoadingState,
  Select,
  Stack,
  TextField,
  tokens,
} from '@school/ui';
import type { ApiMutation } from '../../shared/query';
import { useTextsForm } from '../../shared/schemaText';
import { confirmed, useApiMutation, useApiQuery } from '../../shared/query';
import { queryKeys } from '../../shared/queryKeys';
import { APPROVE_NOTICE_MS, useNotice } from '../../shared/useNotice';
import { assignableExams, visibleLinks, type ExamSort } from './logic';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { useTexts } from '../../shared/intl';

/** What an admin opens from an applicant's entrance exam: the result (issue 17). */
export type OpenEntranceResult = (open: { examId: string; studentId: string }) => void;

/**
 * The entrance-exam selector with Assign, and the assigned list (search, sort, unassign after
 * confirmation); an exam the applicant has started offers View result.
 */
export function EntranceExams({
  api,
  student,
  onOpenResult,
}: {
  api: ApiClient;
  student: StudentRecord;
  onOpenResult?: OpenEntranceResult;
}) {
  const { messages, fill, format } = useTexts();
  const when = format.formatDateTime;
  const notice = useNotice(APPROVE_NOTICE_MS);
  const exams = useApiQuery(queryKeys.applicants.exams(), () => api.applicants.exams.list());
  const linksKey = queryKeys.applicants.links(student._id);
  const links = useApiQuery(linksKey, () => api.applicants.entranceLinks.list(student._id));
  const changes = { announce: notice, invalidates: [linksKey] };
  const adding = useApiMutation(
    (body: { exam_id: string; grade_name: string }) => api.applicants.entranceLinks.add({ student_id: student._id, ...body }),
    { ...changes, successText: messages.added },
  );
  const removal = useApiMutation((link: EntranceExamLink) => api.applicants.entranceLinks.remove(link._id), {
    ...changes,
    successText: messages.deleted,
  });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ExamSort>('none');
  const [removing, setRemoving] = useState<EntranceExamLink | null>(null);

  const assigned = links.data?.links ?? [];
  const choices = assignableExams(exams.data?.exams ?? [], assigned);
  const unassign = async () => {
    if (removing) await confirmed(removal, removing);
  };

  return (
    <Section aria-labelledby="entrance-heading">
      <h2 id="entrance-heading">{messages.entranceExams}</h2>
      {!student.approved ? <AssignForm choices={choices} gradeName={student.classG ?? ''} adding={adding} /> : null}
      <Alert kind="error" message={exams.status === 'error' ? exams.error : links.status === 'error' ? links.error : null} />
      <Stack direction="row" wrap align="end" gap="md">
        <TextField label={messages.searchExams} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Select
          label={messages.sortLabel}
          value={sort}
          options={[
            { value: 'none', label: messages.sortNone },
            { value: 'title', label: messages.sortTitle },
            { value: 'gradeName', label: messages.sortGradeName },
            { value: 'startTime', label: messages.sortStartTime },
          ]}
          onChange={(e) => setSort(e.target.value as ExamSort)}
        />
      </Stack>
      {links.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
      {links.status === 'success' && assigned.length === 0 ? <EmptyState title={messages.noExamsAssigned} /> : null}
      <List>
        {visibleLinks(assigned, search, sort).map((l) => (
          <li key={l._id}>
            <h3>{l.exam_id.title}</h3>
            <dl>
              <dt>{messages.examGradeNameLabel}</dt>
              <dd>{l.grade_name}</dd>
              <dt>{messages.examStarts}</dt>
              <dd>{when(l.exam_id.start_time)}</dd>
              <dt>{messages.examEnds}</dt>
              <dd>{when(l.exam_id.end_time)}</dd>
              <dt>{messages.examDuration}</dt>
              <dd>{fill(messages.examDurationValue, { minutes: l.exam_id.duration })}</dd>
              <dt>{messages.examTotalMarks}</dt>
              <dd>{l.exam_id.total_marks}</dd>
              {l.exam_id.teacher_id ? (
                <>
                  <dt>{messages.examTeacher}</dt>
                  <dd>{l.exam_id.teacher_id.fullName}</dd>
                </>
              ) : null}
              {l.exam_id.caution ? (
                <>
                  <dt>{messages.examCaution}</dt>
                  <dd>{l.exam_id.caution}</dd>
                </>
              ) : null}
            </dl>
            {l.exam_id.description ? <p>{l.exam_id.description}</p> : null}
            <Stack direction="row" wrap gap="sm">
              {l.taken && onOpenResult ? (
                <Button
                  size="sm"
                  aria-label={fill(messages.viewExamResultOf, { title: l.exam_id.title })}
                  onClick={() => onOpenResult({ examId: l.exam_id._id, studentId: student.user_id.ID })}
                >
                  {messages.viewExamResult}
                </Button>
              ) : null}
              <Button size="sm" variant="danger" onClick={() => setRemoving(l)}>
                {fill(messages.unassignExam, { title: l.exam_id.title })}
              </Button>
            </Stack>
          </li>
        ))}
      </List>
      <ConfirmDelete open={removing !== null} onClose={() => setRemoving(null)} title={messages.unassignExamTitle} onConfirm={unassign} />
    </Section>
  );
}

const assignSchema = z.object({ examId: z.string(), gradeName: z.string() });
type AssignValues = z.infer<typeof assignSchema>;

/** The exam selector and its grade name; choosing an exam fills an empty grade name with the exam's. */
function AssignForm({
  choices,
  gradeName,
  adding,
}: {
  choices: readonly EntranceExam[];
  gradeName: string;
  adding: ApiMutation<{ exam_id: string; grade_name: string }, unknown>;
}) {
  const { messages, fill, format } = useTexts();
  const when = format.formatDateTime;
  const form = useTextsForm(assignSchema, { defaultValues: { examId: '', gradeName } });
  const values = form.watch();
  useEffect(() => {
    const watching = form.watch((v, { name }) => {
      if (name !== 'examId') return;
      const chosen = choices.find((x) => x._id === v.examId);
      if (chosen?.grade_name && !v.gradeName) form.setValue('gradeName', chosen.grade_name);
    });
    return () => watching.unsubscribe();
  }, [form, choices]);
  const assign = async (v: AssignValues) => {
    const result = await adding.run({ exam_id: v.examId, grade_name: v.gradeName });
    if (result.ok) form.setValue('examId', '');
  };
  return (
    <AssignRow>
      <Form form={form} onSubmit={assign} aria-label={messages.assignExam}>
        <FormSelect
          name="examId"
          label={messages.examLabel}
          placeholder={messages.chooseExam}
          options={choices.map((e) => ({
            value: e._id,
            label: fill(messages.examOption, { title: e.title, grade: e.grade_name ?? '', start: when(e.start_time) }),
          }))}
        />
        <FormTextField name="gradeName" label={messages.examGradeNameLabel} />
        <FormSubmitButton disabled={!values.examId || !values.gradeName.trim()}>{messages.assignExam}</FormSubmitButton>
      </Form>
    </AssignRow>
  );
}

export const Section = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
const AssignRow = styled.div`
  form {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: end;
    gap: ${tokens.space.md};
  }
`;
/** The review's list of bordered items (assigned exams, questionnaires): `as="ol"` where order counts. */
export const ItemList = styled.ul`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${tokens.space.xs};
    /* A long file name or title breaks instead of widening the page on a phone. */
    min-width: 0;
    overflow-wrap: anywhere;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  p {
    margin: 0;
  }
`;
const List = styled(ItemList)`
  li {
    justify-items: start;
  }
  h3 {
    margin: 0;
    font-size: ${tokens.font.sizeMd};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${tokens.space.xs} ${tokens.space.md};
    margin: 0;
  }
  dt {
    font-weight: ${tokens.font.weightBold};
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;
