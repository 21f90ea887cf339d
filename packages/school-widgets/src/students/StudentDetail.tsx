import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiClient, StudentRecord } from '@school/api';
import { Alert, Avatar, Button, Chip, ConfirmDialog, EmptyState, FileInput, Stack } from '@school/ui';
import { useMessages, useTexts } from '../shared/intl';
import { nullWhenNotFound } from '../shared/notFound';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { savedInto, STUDENT_CHANGES } from '../shared/studentCache';
import { FactList } from '../shared/FactList';
import { fullNameOf, personalFacts } from '../shared/studentLogic';
import { StudentDialog } from './StudentDialog';
import { StudentDocuments } from '../shared/StudentDocuments';
import { StudentRecords } from './StudentRecords';
import { STUDENT_NOTICE_MS, useNotice } from '../shared/useNotice';
import { DetailHeader, DetailRoot } from '../shared/DetailLayout';

export interface StudentDetailProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The student's login ID (or record _id). */
  userID: string;
  /** Shows Edit, Delete and Freeze/Unfreeze (the server also refuses them to others). @default false */
  isSuperAdmin?: boolean;
  /** Back to the list: the Back button, and after a delete. */
  onBack: () => void;
}

/**
 * One student for admins (spec 000 §2 Student detail): photo upload, personal details, status
 * Active/Inactive, academic records and documents. Super admins also edit, delete and freeze;
 * an Inactive student cannot be edited, deleted or given a record.
 */
export function StudentDetail({ api, userID, isSuperAdmin = false, onBack }: StudentDetailProps) {
  const messages = useMessages();
  // Every change below answers with the whole record: it is written into this read (detailKey).
  const detailKey = queryKeys.students.detail(userID);
  const query = useApiQuery(detailKey, () => nullWhenNotFound(api.students.get(userID)));

  const back = <BackButton onBack={onBack} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  const student = query.data?.student ?? null;
  if (!student) return <EmptyState title={messages.studentNotFound} action={back} />;
  return (
    <DetailRoot>
      {back}
      <StudentSummary api={api} student={student} isSuperAdmin={isSuperAdmin} detailKey={detailKey} onDeleted={onBack} />
      <StudentRecords api={api} student={student} detailKey={detailKey} />
      <StudentDocuments api={api} student={student} detailKey={detailKey} />
    </DetailRoot>
  );
}

interface SummaryProps {
  api: ApiClient;
  student: StudentRecord;
  isSuperAdmin: boolean;
  /** The read the record is shown from: saves write their answer there. */
  detailKey: QueryKey;
  onDeleted: () => void;
}

function StudentSummary({ api, student, isSuperAdmin, detailKey, onDeleted }: SummaryProps) {
  const t = useTexts();
  const { messages } = t;
  const notice = useNotice(STUDENT_NOTICE_MS);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'freeze' | null>(null);
  const name = fullNameOf(student);
  const frozen = !student.status;
  const saves = { announce: notice, successText: messages.updated, updates: savedInto(detailKey), invalidates: STUDENT_CHANGES };
  const photo = useApiMutation((file: File) => api.students.editPhoto(student._id, file), saves);
  const freeze = useApiMutation(() => api.students.freeze({ ID: student.user_id.ID }), saves);
  const removal = useApiMutation(() => api.students.remove(student._id), {
    announce: notice,
    successText: messages.deleted,
    invalidates: STUDENT_CHANGES,
  });

  const confirmAction = async () => {
    if (confirm === 'delete') {
      await confirmed(removal, undefined);
      onDeleted();
      return;
    }
    await confirmed(freeze, undefined);
  };

  return (
    <article aria-labelledby="student-heading">
      <DetailHeader>
        <Avatar name={name} src={student.profilePic ? api.fileUrl('students', student.profilePic) : null} size={96} />
        <div>
          <h1 id="student-heading">{name}</h1>
          <Chip label={frozen ? messages.statusInactive : messages.statusActive} tone={frozen ? 'danger' : 'success'} />
        </div>
      </DetailHeader>
      <FileInput
        label={messages.photoUploadLabel}
        accept="image/*"
        disabled={photo.isPending}
        onChange={({ files }) => void (files[0] && photo.run(files[0]))}
      />
      {isSuperAdmin ? (
        <Stack direction="row" gap="sm" wrap>
          <Button variant="secondary" disabled={frozen} onClick={() => setEditing(true)}>
            {messages.editAction}
          </Button>
          <Button variant="danger" disabled={frozen} onClick={() => setConfirm('delete')}>
            {messages.deleteAction}
          </Button>
          <Button variant="secondary" onClick={() => setConfirm('freeze')}>
            {frozen ? messages.unfreezeStudent : messages.freezeStudent}
          </Button>
        </Stack>
      ) : null}
      {frozen ? <Alert kind="warning" message={messages.frozenHint} /> : null}
      <h2>{messages.personalDetails}</h2>
      <FactList facts={personalFacts(t, student)} />
      {isSuperAdmin ? <StudentDialog api={api} open={editing} onOpenChange={setEditing} student={student} detailKey={detailKey} /> : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === 'delete' ? messages.deleteStudentTitle : frozen ? messages.unfreezeStudentTitle : messages.freezeStudentTitle}
        description={confirm === 'delete' ? messages.deleteConfirmText : messages.freezeStudentText}
        confirmLabel={confirm === 'delete' ? messages.deleteAction : frozen ? messages.unfreezeStudent : messages.freezeStudent}
        danger={confirm === 'delete'}
        onConfirm={confirmAction}
      />
    </article>
  );
}
