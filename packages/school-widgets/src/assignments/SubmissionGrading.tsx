import { useMemo } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient, SubmissionDetail } from '@school/api';
import { Alert, Avatar, Card, Chip, Form, FormSubmitButton, FormTextField, tokens } from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts, type Texts } from '../shared/intl';
import { termText } from '../shared/term';
import { gradeError, gradeRequest, statusText, statusTone, studentName } from './logic';
import { useTextsForm } from '../shared/schemaText';

export interface SubmissionGradingProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  assignmentId: string;
  studentId: string;
  sectionId: string;
  courseId: string;
  onBack: () => void;
}

/** A grade slot's name in the reader's language. */
const slotName = ({ messages }: Texts, slot: 'finalExam' | 'midExam' | 'teachExam1' | 'teachExam2' | 'teachExam3') =>
  ({
    finalExam: messages.slotFinalExam,
    midExam: messages.slotMidExam,
    teachExam1: messages.slotTeachExam1,
    teachExam2: messages.slotTeachExam2,
    teachExam3: messages.slotTeachExam3,
  })[slot];
/**
 * One student's submission and its grade: 0 to the linked slot's value ('Grade must be between 0
 * and {value}'); without a link (or linked to none) the input is disabled with 'Please link the
 * assignment first'. The grade lands in the student's grade report slot.
 */
export function SubmissionGrading({ api, teacherId, assignmentId, studentId, sectionId, courseId, onBack }: SubmissionGradingProps) {
  const key = queryKeys.teaching.submission(teacherId, assignmentId, studentId);
  const query = useApiQuery(key, () => api.teaching.assignments.submission({ teacherId, assignmentId, studentId, sectionId, courseId }));
  if (query.status !== 'success') return queryFallback(query, onBack);
  return <Grading api={api} teacherId={teacherId} detail={query.data} onBack={onBack} />;
}

function Grading({ api, teacherId, detail, onBack }: { api: ApiClient; teacherId: string; detail: SubmissionDetail; onBack: () => void }) {
  const t = useTexts();
  const { messages, fill, format } = t;
  const { assignment: a, submission: sub, student_id: student } = detail;
  const slot = a.assignmentlink?.assignmentType;
  const max = detail.gradescalevalue;
  const linked = !!slot && slot !== 'none' && max !== null;
  const waiting = a.submissionMethod === 'system' && !sub;
  // 0 to the linked slot's value, with the spec's text ('Grade must be between 0 and {value}').
  const schema = useMemo(
    () =>
      z.object({ grade: z.string() }).superRefine(({ grade }, ctx) => {
        const problem = max === null ? null : gradeError(t, grade, max);
        if (problem) ctx.addIssue({ code: 'custom', path: ['grade'], message: problem });
      }),
    [t, max],
  );
  const form = useTextsForm(schema, { defaultValues: { grade: detail.exam === null ? '' : String(detail.exam) } });
  const save = useApiMutation(
    (value: number) => {
      const body = {
        teacherInSection_id: detail.teacherInSection_id,
        student_id: student._id,
        ID: teacherId,
        assignment_id: a._id,
        ...gradeRequest(slot as Exclude<typeof slot, 'none' | undefined>, value, detail),
      };
      return detail.reportid
        ? api.gradeReports.updateStudentGrade(detail.reportid, student._id, body)
        : api.gradeReports.saveStudentGrade(body);
    },
    { invalidates: [queryKeys.teaching.all], toastErrors: false },
  );
  // The server's refusal shows under the field, as the field's own errors do.
  const submit = async ({ grade }: { grade: string }) => {
    if (!linked) return;
    const result = await save.run(Number(grade));
    if (!result.ok) form.setError('grade', { message: result.error });
  };
  const name = studentName(student);

  return (
    <Root>
      <BackButton onBack={onBack} />
      <Card
        title={fill(messages.gradingTitle, { name })}
        headingLevel={2}
        actions={<Chip tone={statusTone[sub?.status ?? 'pending']} label={statusText(t, sub?.status ?? 'pending')} />}
      >
        <Who>
          <Avatar name={name} src={student.profilePic ? api.fileUrl('students', student.profilePic) : undefined} size={48} />
          <span>
            {student.ID} · {a.title}
            {a.academic_period ? ` · ${termText(t, a.academic_period)}` : null}
          </span>
        </Who>
        {sub ? (
          <Work>
            {sub.submissionDate ? <p>{fill(messages.gradingSubmittedOn, { date: format.formatDateTime(sub.submissionDate) })}</p> : null}
            {sub.text ? (
              <>
                <h3>{messages.gradingText}</h3>
                <blockquote>{sub.text}</blockquote>
              </>
            ) : null}
            {sub.file ? (
              <p>
                <a href={api.fileUrl('submittedassignmentfile', sub.file, a._id)} target="_blank" rel="noreferrer">
                  {messages.gradingFile}: {sub.fileName ?? sub.file}
                </a>
              </p>
            ) : null}
          </Work>
        ) : (
          <p>{a.submissionMethod === 'hardcopy' ? messages.gradingNoSubmission : messages.gradingNotSubmitted}</p>
        )}
      </Card>
      <Card title={messages.assignmentGradeHeader}>
        {linked ? <p>{fill(messages.gradingSlot, { slot })}</p> : null}
        {a.academic_period ? <p>{fill(messages.slotTermLabel, a.academic_period)}</p> : null}
        {detail.superseded ? (
          <Alert
            kind="warning"
            message={fill(messages.gradeSlotNoLongerValue, {
              grade: detail.superseded.grade ?? messages.notAvailable,
              slot: slotName(t, detail.superseded.slot),
              value: detail.superseded.value ?? messages.notAvailable,
            })}
          />
        ) : null}
        <Form form={form} onSubmit={submit}>
          <span title={linked ? undefined : messages.assignmentNotLinked}>
            <FormTextField
              name="grade"
              type="number"
              inputMode="decimal"
              min={0}
              max={max ?? undefined}
              step="any"
              label={linked ? fill(messages.gradingGradeLabel, { value: max }) : messages.gradingGradeLabelUnlinked}
              hint={linked ? undefined : messages.assignmentNotLinked}
              disabled={!linked || waiting}
            />
          </span>
          <FormSubmitButton disabled={!linked || waiting}>{messages.gradingSave}</FormSubmitButton>
        </Form>
        {save.error === null && sub?.status === 'graded' && sub.grade !== null ? (
          <Alert kind="success" message={fill(messages.gradingCurrent, { value: sub.grade })} />
        ) : null}
      </Card>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  justify-items: stretch;
  > button {
    justify-self: start;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${tokens.space.md};
  }
  p {
    margin: 0;
  }
`;
const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
`;
const Work = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  h3 {
    margin: 0;
    font-size: ${tokens.font.sizeMd};
  }
  blockquote {
    margin: 0;
    padding: ${tokens.space.md};
    background: ${tokens.color.surfaceMuted};
    border-radius: ${tokens.radius.md};
    white-space: pre-wrap;
  }
`;
