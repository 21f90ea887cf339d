import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Alert, Avatar, Button, Card, Chip, Dialog, DialogFooter, FileInput, tokens } from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { queryFallback } from '../shared/QueryFallback';
import { FactList } from '../shared/FactList';
import { useMessages, useTexts } from '../shared/intl';
import { genderText } from '../shared/words';

export interface TeacherProfileProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
}

/** The teacher's own profile: photo (changeable, images only), facts, Active/Inactive, and every section taught. */
export function TeacherProfile({ api, teacherId }: TeacherProfileProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const me = useApiQuery(queryKeys.teaching.teacherInPeriod(teacherId, 'current'), () =>
    api.teaching.teacherInPeriod(teacherId, 'current'),
  );
  const recordId = me.status === 'success' ? me.data.teacher._id : '';
  const full = useApiQuery(queryKeys.teaching.teacherFullInfo(recordId), () => api.teachers.fullInfo(recordId), { enabled: !!recordId });
  const [changing, setChanging] = useState(false);
  if (me.status !== 'success') return queryFallback(me);
  if (full.status !== 'success') return queryFallback(full);
  const { teacher, history } = full.data;

  return (
    <Root>
      <Card>
        <Header>
          <Avatar
            name={teacher.fullName}
            src={teacher.profilePhoto ? api.fileUrl('teachers', teacher.profilePhoto) : undefined}
            size={96}
          />
          <div>
            <h2>{teacher.fullName}</h2>
            <Chip
              tone={teacher.status ? 'success' : 'danger'}
              label={teacher.status ? messages.teacherProfileActive : messages.teacherProfileInactive}
            />
          </div>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {messages.teacherProfileChangePhoto}
          </Button>
        </Header>
        <FactList
          facts={[
            { label: messages.teacherProfileId, value: teacher.ID },
            { label: messages.teacherProfileEmail, value: teacher.email },
            { label: messages.teacherProfileAge, value: teacher.age },
            { label: messages.teacherProfileGender, value: genderText(t, teacher.gender) },
            {
              label: messages.teacherProfileStatus,
              value: teacher.status ? messages.teacherProfileActive : messages.teacherProfileInactive,
            },
          ]}
        />
      </Card>
      <Card title={messages.teacherProfileSections}>
        {history.length === 0 ? (
          <p>{messages.teacherProfileNoSections}</p>
        ) : (
          <ul>
            {history.map((h) => (
              <li key={h.section_in_teacher_id}>
                <strong>{fill(messages.teachingSectionCourse, { course: h.course.name, section: h.section.name })}</strong>{' '}
                <span>{fill(messages.teachingPeriod, { year: h.academic_period.year, semester: h.academic_period.semester })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <PhotoDialog api={api} teacherId={teacherId} open={changing} onOpenChange={setChanging} />
    </Root>
  );
}

function PhotoDialog({
  api,
  teacherId,
  open,
  onOpenChange,
}: {
  api: ApiClient;
  teacherId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const messages = useMessages();
  const [file, setFile] = useState<File | null>(null);
  const save = useApiMutation((photo: File) => api.teaching.changeTeacherPhoto(teacherId, photo), {
    invalidates: [queryKeys.teaching.teacherFullInfos],
    toastErrors: false,
    onSuccess: () => {
      setFile(null);
      onOpenChange(false);
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.teacherProfileChangePhoto}>
      <FileInput label={messages.teacherProfilePhotoLabel} accept="image/*" onChange={({ files }) => setFile(files[0] ?? null)} />
      {save.error ? <Alert kind="error" message={save.error} /> : null}
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages.teachingCancel}
        </Button>
        <Button disabled={!file} busy={save.isPending} onClick={() => file && void save.run(file)}>
          {messages.teachingSave}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  ul {
    margin: 0;
    padding-left: ${tokens.space.lg};
    display: grid;
    gap: ${tokens.space.xs};
  }
  li span,
  p {
    color: ${tokens.color.textMuted};
    margin: 0;
  }
`;
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.lg};
  h2 {
    margin: 0 0 ${tokens.space.xs};
  }
  > button {
    margin-left: auto;
  }
`;
