import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Alert, Button, Card, Chip, ConfirmDialog, tokens } from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { FactList } from '../shared/FactList';
import { useTexts } from '../shared/intl';
import { SubmissionDialog } from './SubmissionDialog';
import { useNow } from '../shared/useNow';
import { dueChip, dueChipText, dueChipTone, statusText, submissionTypeText } from './logic';

export interface StudentAssignmentDetailProps {
  /** The API client (student token). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
  assignmentId: string;
  onBack: () => void;
}

/**
 * An assignment for the student: facts, helper documents, and the submission — Submit only when
 * the method is 'system', Edit (prefilled) and Delete; all disabled after the due date.
 */
export function StudentAssignmentDetail({ api, studentId, assignmentId, onBack }: StudentAssignmentDetailProps) {
  const t = useTexts();
  const { messages, fill, format } = t;
  const query = useApiQuery(queryKeys.teaching.studentAssignment(studentId, assignmentId), () =>
    api.teaching.assignments.forStudent(studentId, assignmentId),
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const now = useNow();
  const remove = useApiMutation((submissionId: string) => api.teaching.submissions.remove(studentId, submissionId), {
    invalidates: [queryKeys.teaching.all],
    toastErrors: false,
  });
  if (query.status !== 'success') return queryFallback(query, onBack);
  const { assignment: a, submission } = query.data;
  const chip = dueChip(a.dueDate, now);
  const closed = chip === 'overdue';
  const graded = submission?.status === 'graded';

  return (
    <Root>
      <BackButton onBack={onBack} />
      <Card title={a.title} headingLevel={2} actions={<Chip tone={dueChipTone[chip]} label={dueChipText(t, chip)} />}>
        <Description>{a.description}</Description>
        <FactList
          facts={[
            { label: messages.studentAssignmentCourseHeader, value: a.course.name },
            { label: messages.studentAssignmentDueHeader, value: format.formatDateTime(a.dueDate) },
            { label: messages.studentAssignmentTeacher, value: a.teacher_id?.fullName },
            { label: messages.studentAssignmentType, value: submissionTypeText(t, a.submissionType) },
            {
              label: messages.studentAssignmentMethod,
              value: a.submissionMethod === 'system' ? messages.assignmentMethodSystem : messages.assignmentMethodHardcopy,
            },
          ]}
        />
        {a.docs.length ? (
          <Docs aria-label={messages.assignmentDocs}>
            {a.docs.map((name, i) => (
              <li key={name}>
                <a href={api.fileUrl('assignments', name, a._id)} target="_blank" rel="noreferrer">
                  {fill(messages.assignmentDocName, { index: i + 1 })}
                </a>
              </li>
            ))}
          </Docs>
        ) : null}
      </Card>
      <Card title={messages.studentYourSubmission}>
        {a.submissionMethod === 'hardcopy' ? <p>{messages.studentHardcopyNote}</p> : null}
        {closed ? <Alert kind="warning" message={messages.studentDueClosed} /> : null}
        {submission ? (
          <Mine>
            <Chip tone={graded ? 'success' : 'info'} label={statusText(t, submission.status)} />
            {graded && a.value !== null ? <strong>{fill(messages.studentGraded, { value: a.value, max: a.gs ?? '—' })}</strong> : null}
            {submission.text ? <blockquote>{submission.text}</blockquote> : null}
            {submission.file ? (
              <a href={api.fileUrl('submittedassignmentfile', submission.file, a._id)} target="_blank" rel="noreferrer">
                {messages.gradingFile}: {submission.fileName ?? submission.file}
              </a>
            ) : null}
          </Mine>
        ) : (
          <p>{messages.studentNotSubmitted}</p>
        )}
        {a.submissionMethod === 'system' ? (
          <Actions>
            {submission ? (
              <>
                <Button variant="secondary" disabled={closed || graded} onClick={() => setEditing(true)}>
                  {messages.studentEditSubmission}
                </Button>
                <Button variant="danger" disabled={closed || graded} onClick={() => setDeleting(true)}>
                  {messages.studentDeleteSubmission}
                </Button>
              </>
            ) : (
              <Button disabled={closed} onClick={() => setEditing(true)}>
                {messages.studentSubmit}
              </Button>
            )}
          </Actions>
        ) : null}
      </Card>
      <SubmissionDialog api={api} studentId={studentId} assignment={a} submission={submission} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={messages.studentDeleteSubmission}
        description={messages.studentDeleteSubmissionConfirm}
        confirmLabel={messages.teachingDelete}
        danger
        onConfirm={async () => {
          const result = await remove.run(submission!._id);
          if (!result.ok) throw new Error(result.error);
        }}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  > button {
    justify-self: start;
  }
  p {
    margin: 0;
  }
`;
const Description = styled.p`
  white-space: pre-wrap;
`;
const Docs = styled.ul`
  margin: 0;
  padding-left: ${tokens.space.lg};
`;
const Mine = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  justify-items: start;
  blockquote {
    margin: 0;
    padding: ${tokens.space.md};
    background: ${tokens.color.surfaceMuted};
    border-radius: ${tokens.radius.md};
    white-space: pre-wrap;
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
`;
