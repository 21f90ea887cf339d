import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type StudentRecord } from '@school/api';
import { Alert, Avatar, Button, Chip, ConfirmDialog, EmptyState, FileInput, tokens } from '@school/ui';
import { nullWhenNotFound } from '../shared/notFound';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/useApiQuery';
import { FactList } from '../shared/FactList';
import { fullNameOf, personalFacts } from './logic';
import { StudentDialog } from './StudentDialog';
import { StudentDocuments } from './StudentDocuments';
import { StudentRecords } from './StudentRecords';
import { STUDENT_NOTICE_MS, useNotice } from './useNotice';
import { settleConfirmed } from '../shared/confirmed';
import { DetailHeader, DetailRoot } from './DetailLayout';

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
  const query = useApiQuery(() => nullWhenNotFound(api.students.get(userID)), [api, userID]);
  const [saved, setSaved] = useState<StudentRecord | null>(null);

  const back = <BackButton onBack={onBack} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  const loaded = query.data?.student ?? null;
  const student = saved && loaded && saved._id === loaded._id ? saved : loaded;
  if (!student) return <EmptyState title={messages.studentNotFound} action={back} />;
  return (
    <DetailRoot>
      {back}
      <StudentSummary api={api} student={student} isSuperAdmin={isSuperAdmin} onSaved={setSaved} onDeleted={onBack} />
      <StudentRecords api={api} student={student} onSaved={setSaved} />
      <StudentDocuments api={api} student={student} onSaved={setSaved} />
    </DetailRoot>
  );
}

interface SummaryProps {
  api: ApiClient;
  student: StudentRecord;
  isSuperAdmin: boolean;
  onSaved: (s: StudentRecord) => void;
  onDeleted: () => void;
}

function StudentSummary({ api, student, isSuperAdmin, onSaved, onDeleted }: SummaryProps) {
  const notice = useNotice(STUDENT_NOTICE_MS);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'freeze' | null>(null);
  const [uploading, setUploading] = useState(false);
  const name = fullNameOf(student);
  const frozen = !student.status;

  const changePhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const result = await api.students.editPhoto(student._id, file);
    setUploading(false);
    if (!result.ok) return notice('error', result.error);
    notice('success', result.message || messages.updated);
    onSaved(result.data.student);
  };
  const confirmAction = async () => {
    if (confirm === 'delete') {
      const result = await api.students.remove(student._id);
      settleConfirmed(result, notice, messages.deleted);
      onDeleted();
      return;
    }
    const result = await api.students.freeze({ ID: student.user_id.ID });
    onSaved(settleConfirmed(result, notice, messages.updated).student);
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
      <FileInput label={messages.photoUploadLabel} accept="image/*" disabled={uploading} onChange={({ files }) => void changePhoto(files[0])} />
      {isSuperAdmin ? (
        <Actions>
          <Button variant="secondary" disabled={frozen} onClick={() => setEditing(true)}>
            {messages.editAction}
          </Button>
          <Button variant="danger" disabled={frozen} onClick={() => setConfirm('delete')}>
            {messages.deleteAction}
          </Button>
          <Button variant="secondary" onClick={() => setConfirm('freeze')}>
            {frozen ? messages.unfreezeStudent : messages.freezeStudent}
          </Button>
        </Actions>
      ) : null}
      {frozen ? <Alert kind="warning" message={messages.frozenHint} /> : null}
      <h2>{messages.personalDetails}</h2>
      <FactList facts={personalFacts(student)} />
      {isSuperAdmin ? <StudentDialog api={api} open={editing} onOpenChange={setEditing} student={student} onSaved={({ student: s }) => onSaved(s)} /> : null}
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;
