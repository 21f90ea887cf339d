import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, TeacherAssignment } from '@school/api';
import { Alert, Avatar, Button, Chip, ConfirmDialog, EmptyState, IconArrowLeft, LoadingState, Stack, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { FactList } from '../shared/FactList';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { coursesInPeriod, sectionLabel, statusText } from './logic';
import { AssignmentDialog, TeacherDialog } from './TeacherDialog';
import { TeacherHistory } from './TeacherHistory';
import { TEACHER_CHANGES } from './cache';

export interface TeacherDetailProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The academic period the admin came from: Delete and Assign New Section act in it. */
  periodId: string;
  /** The teacher's _id. */
  teacherId: string;
  /** Back to the list: the Back button, and after a successful delete. */
  onBack: () => void;
}

type Confirm = { kind: 'delete' } | { kind: 'freeze' } | { kind: 'removeAssignment'; assignment: TeacherAssignment } | null;

/**
 * A teacher for admins (spec 000 §2): photo, name, email, assigned course, age, gender, the
 * section-and-course history with edit and delete per row, Assign New Section, the status line,
 * and Edit, Delete and Freeze/Unfreeze. Edit and Delete are disabled while the teacher is frozen.
 */
export function TeacherDetail({ api, periodId, teacherId, onBack }: TeacherDetailProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const query = useApiQuery(queryKeys.teachers.detail(teacherId), () => api.teachers.fullInfo(teacherId));
  // Each confirmed action: a failure is toasted and shown in the dialog, which stays open.
  const removal = useApiMutation(() => api.teachers.remove(teacherId, periodId), {
    successText: messages.deleted,
    invalidates: [queryKeys.teachers.lists, queryKeys.academics.all, queryKeys.dashboard.all],
  });
  const freeze = useApiMutation((body: { ID: string; status: boolean }) => api.teachers.freeze(body), {
    successText: messages.updated,
    invalidates: TEACHER_CHANGES,
  });
  const unassign = useApiMutation(
    (a: TeacherAssignment) => api.teachers.removeAssigned(a.academic_period._id, a.course._id, a.section._id, teacherId),
    { successText: messages.deleted, invalidates: TEACHER_CHANGES },
  );
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState<{ assignment?: TeacherAssignment } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const back = (
    <Button variant="ghost" onClick={onBack}>
      <IconArrowLeft size={16} aria-hidden="true" /> {messages.teachersBack}
    </Button>
  );
  if (query.status === 'loading') return <LoadingState label={messages.loading} />;
  if (query.status === 'error') {
    if (query.code === 'not_found') return <EmptyState title={messages.teachersNotFound} action={back} />;
    return (
      <Root>
        {back}
        <Alert kind="error" message={`${messages.teachersErrorPrefix}${query.error}`} />
        <Button variant="secondary" onClick={() => void query.reload()}>
          {messages.teachersTryAgain}
        </Button>
      </Root>
    );
  }
  const { teacher, history } = query.data;
  const employed = teacher.status;
  const course = coursesInPeriod(history, periodId) || teacher.assignedCourse?.name || messages.notProvided;

  const confirmAction = async () => {
    if (!confirm) return;
    if (confirm.kind === 'delete') {
      await confirmed(removal, undefined);
      return onBack();
    }
    if (confirm.kind === 'freeze') return void (await confirmed(freeze, { ID: teacher.ID, status: !employed }));
    await confirmed(unassign, confirm.assignment);
  };
  const headingId = 'teacher-detail-heading';

  return (
    <Root>
      {back}
      <article aria-labelledby={headingId}>
        <Header>
          {teacher.profilePhoto ? (
            <Photo src={api.fileUrl('teachers', teacher.profilePhoto)} alt={fill(messages.teachersPhotoOf, { name: teacher.fullName })} />
          ) : (
            <Avatar name={teacher.fullName} size={96} />
          )}
          <div>
            <h1 id={headingId}>{teacher.fullName}</h1>
            <p>{teacher.ID}</p>
            <p data-part="status">
              {messages.teachersStatusHeader}: <Chip label={statusText(t, employed)} tone={employed ? 'success' : 'danger'} />
            </p>
          </div>
        </Header>
        <FactList
          facts={[
            { label: messages.teachersEmailHeader, value: teacher.email },
            { label: messages.teachersAssignedCourse, value: course },
            { label: messages.teachersAgeHeader, value: teacher.age },
            {
              label: messages.teachersGenderHeader,
              value: teacher.gender === 'female' ? messages.teachersFemale : teacher.gender === 'male' ? messages.teachersMale : null,
            },
          ]}
        />
        <Stack direction="row" gap="sm" wrap>
          <Button variant="secondary" disabled={!employed} onClick={() => setEditing(true)}>
            {messages.teachersEdit}
          </Button>
          <Button variant="danger" disabled={!employed} onClick={() => setConfirm({ kind: 'delete' })}>
            {messages.teachersDelete}
          </Button>
          <Button variant={employed ? 'secondary' : 'primary'} onClick={() => setConfirm({ kind: 'freeze' })}>
            {employed ? messages.teachersFreeze : messages.teachersUnfreeze}
          </Button>
        </Stack>
        <TeacherHistory
          history={history}
          canEdit={employed}
          onAssign={() => setAssigning({})}
          onEdit={({ assignment }) => setAssigning({ assignment })}
          onRemove={({ assignment }) => setConfirm({ kind: 'removeAssignment', assignment })}
        />
      </article>
      {editing ? <TeacherDialog api={api} periodId={periodId} teacher={teacher} open={editing} onOpenChange={setEditing} /> : null}
      {assigning ? (
        <AssignmentDialog
          api={api}
          periodId={assigning.assignment?.academic_period._id ?? periodId}
          teacherId={teacher._id}
          assignment={assigning.assignment}
          open
          onOpenChange={(open) => !open && setAssigning(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm?.kind === 'delete'
            ? messages.teachersDeleteTitle
            : confirm?.kind === 'freeze'
              ? employed
                ? messages.teachersFreezeTitle
                : messages.teachersUnfreezeTitle
              : messages.teachersDeleteAssignmentTitle
        }
        description={
          confirm?.kind === 'delete'
            ? messages.teachersDeleteText
            : confirm?.kind === 'freeze'
              ? employed
                ? messages.teachersFreezeText
                : messages.teachersUnfreezeText
              : confirm
                ? `${sectionLabel(t, confirm.assignment.section.gradeID, confirm.assignment.section.name)}, ${confirm.assignment.course.name}`
                : undefined
        }
        confirmLabel={
          confirm?.kind === 'freeze' ? (employed ? messages.teachersFreeze : messages.teachersUnfreeze) : messages.teachersDelete
        }
        danger={confirm?.kind !== 'freeze' || employed}
        onConfirm={confirmAction}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space.lg};
  justify-items: start;
  article {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${tokens.space.lg};
    width: 100%;
  }
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.lg};
  h1,
  p {
    margin: 0 0 ${tokens.space.xs};
  }
`;
const Photo = styled.img`
  width: 6rem;
  height: 6rem;
  object-fit: cover;
  border-radius: ${tokens.radius.pill};
`;
