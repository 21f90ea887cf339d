import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, AssignmentLinkType } from '@school/api';
import { Button, Card, Chip, ConfirmDialog, EmptyState, Select, tokens, type downloadXlsx } from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { ReplaceSlotDialog, useSlotLink } from '../shared/SlotLink';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { FactList } from '../shared/FactList';
import { useTexts } from '../shared/intl';
import { termText } from '../shared/term';
import { AssignmentDialog } from './AssignmentDialog';
import { AssignmentDocs } from './AssignmentDocs';
import { SubmissionList } from './SubmissionList';
import { isExpired, LINK_TYPES, submissionTypeText } from './logic';
import { Toolbar } from './TeacherAssignments';
import { useNow } from '../shared/useNow';

export interface AssignmentDetailProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  sectionId: string;
  courseId: string;
  assignmentId: string;
  /** Opens one student's submission for grading. */
  onOpenSubmission: (open: { studentId: string }) => void;
  /** Back to the list; also called after a delete. */
  onBack: () => void;
  /** Writes the grades workbook. @default downloadXlsx */
  exportXlsx?: typeof downloadXlsx;
}

/** One assignment for its teacher: facts, Edit, Delete, the grade-slot link, helper documents, submissions. */
export function AssignmentDetail({
  api,
  teacherId,
  sectionId,
  courseId,
  assignmentId,
  onOpenSubmission,
  onBack,
  exportXlsx,
}: AssignmentDetailProps) {
  const t = useTexts();
  const { messages, fill, format } = t;
  const query = useApiQuery(queryKeys.teaching.teacherAssignments(teacherId, sectionId, courseId), () =>
    api.teaching.assignments.listForTeacher(teacherId, sectionId, courseId),
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const now = useNow();
  // A slot fed by another assignment or exam: replacing it asks first (issue 18).
  const link = useSlotLink<AssignmentLinkType>(
    ({ slot, replace }) => api.teaching.assignments.link({ assignment_id: assignmentId, assignmentType: slot, ID: teacherId, replace }),
    [queryKeys.teaching.assignments],
  );
  const remove = useApiMutation(() => api.teaching.assignments.remove(teacherId, assignmentId), {
    invalidates: [queryKeys.teaching.assignments],
    toastErrors: false,
  });
  if (query.status !== 'success') return queryFallback(query, onBack);
  const a = query.data.assignments.find((x) => x._id === assignmentId);
  if (!a) return <EmptyState title={messages.assignmentNotFound} action={<BackButton onBack={onBack} />} />;
  const expired = isExpired(a.dueDate, now);

  return (
    <Root>
      <Toolbar>
        <BackButton onBack={onBack} />
        <h2>{a.title}</h2>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {messages.teachingEdit}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {messages.teachingDelete}
        </Button>
      </Toolbar>
      <Card
        title={fill(messages.teachingSectionCourse, { course: a.course.name, section: a.section.name })}
        actions={<Chip tone={expired ? 'danger' : 'success'} label={expired ? messages.assignmentExpired : messages.assignmentActive} />}
      >
        <Description>{a.description}</Description>
        <FactList
          facts={[
            ...(a.academic_period ? [{ label: messages.markTermLabel, value: termText(t, a.academic_period)! }] : []),
            { label: messages.assignmentDueDateLabel, value: format.formatDateTime(a.dueDate) },
            { label: messages.assignmentSubmissionTypeLabel, value: submissionTypeText(t, a.submissionType) },
            {
              label: messages.assignmentSubmissionMethodLabel,
              value: a.submissionMethod === 'system' ? messages.assignmentMethodSystem : messages.assignmentMethodHardcopy,
            },
          ]}
        />
        <LinkRow>
          <Select
            label={messages.assignmentLinkLabel}
            value={a.assignmentlink?.assignmentType ?? ''}
            placeholder={messages.assignmentLinkUnset}
            disabled={link.isPending}
            options={LINK_TYPES.map((type) => ({ value: type, label: type === 'none' ? messages.assignmentLinkNone : type }))}
            onChange={(e) => {
              const v = e.currentTarget.value as AssignmentLinkType | '';
              if (v) void link.linkTo(v);
            }}
          />
          {a.gs !== null ? <span>{fill(messages.assignmentOutOf, { value: a.gs })}</span> : null}
        </LinkRow>
      </Card>
      <AssignmentDocs api={api} teacherId={teacherId} assignment={a} />
      <SubmissionList assignment={a} onOpen={onOpenSubmission} exportXlsx={exportXlsx} />
      <AssignmentDialog
        api={api}
        teacherId={teacherId}
        sectionId={sectionId}
        courseId={courseId}
        assignment={a}
        open={editing}
        onOpenChange={setEditing}
      />
      <ReplaceSlotDialog {...link.replaceDialog} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={messages.assignmentDeleteTitle}
        description={messages.assignmentDeleteConfirm}
        confirmLabel={messages.teachingDelete}
        danger
        onConfirm={async () => {
          const result = await remove.run(undefined);
          if (!result.ok) throw new Error(result.error);
          onBack();
        }}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;
const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
const LinkRow = styled.div`
  display: flex;
  align-items: end;
  gap: ${tokens.space.md};
  max-width: 28rem;
`;
