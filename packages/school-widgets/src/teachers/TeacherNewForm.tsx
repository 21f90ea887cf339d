import { useMemo } from 'react';
import { z } from 'zod';
import { addTeacherFieldsSchema, type ApiClient, type NewTeacherAccount, type Teacher } from '@school/api';
import { Alert, Button, DialogFooter, Form, FormSelect, FormSubmitButton, FormTextField, LoadingState } from '@school/ui';
import { useApiMutation } from '../shared/query';
import { TEACHER_CHANGES } from './cache';
import { useTexts, type Texts } from '../shared/intl';
import { CourseSectionFields } from './CourseSectionFields';
import { buildTeacherForm, isImageFile } from './logic';
import { PhotoField } from '../shared/PhotoField';
import { usePeriodCatalog } from './usePeriodCatalog';
import { useTextsForm } from '../shared/schemaText';

export interface TeacherNewFormProps {
  api: ApiClient;
  periodId: string;
  /** The teacher to edit; without it a new teacher is added. */
  teacher?: Teacher;
  onCancel: () => void;
  /** After the server accepted: the new account (add) or nothing (edit). */
  onSaved: (saved: { teacher: Teacher; account?: NewTeacherAccount }) => void;
}

/** The picture's rule in the reader's language. */
const photoOf = ({ messages }: Texts) =>
  z.custom<File>((v) => v instanceof File, { message: messages.profilePicRequired }).refine(isImageFile, messages.teachersImageOnly);
const person = addTeacherFieldsSchema.pick({ fullName: true, email: true, age: true, gender: true });
const addSchemaOf = (t: Texts) =>
  person.extend({
    profilePhoto: photoOf(t),
    assignedCourse: addTeacherFieldsSchema.shape.assignedCourse,
    assignedSections: addTeacherFieldsSchema.shape.assignedSections,
  });
const editSchemaOf = (t: Texts) => person.extend({ profilePhoto: photoOf(t).nullish() });

const genderOptionsOf = ({ messages }: Texts) => [
  { value: 'female', label: messages.teachersFemale },
  { value: 'male', label: messages.teachersMale },
];

/** The New tab: a teacher's facts and picture, and on add the subject and sections. */
export function TeacherNewForm({ api, periodId, teacher, onCancel, onSaved }: TeacherNewFormProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const genderOptions = useMemo(() => genderOptionsOf(t), [t]);
  const catalog = usePeriodCatalog(api, periodId);
  // The form shows a refusal itself.
  const save = useApiMutation((body: FormData) => (teacher ? api.teachers.edit(body) : api.teachers.add(body)), {
    toastErrors: false,
    successText: teacher ? messages.updated : messages.added,
    invalidates: TEACHER_CHANGES,
  });
  const schema = useMemo(() => (teacher ? editSchemaOf(t) : addSchemaOf(t)), [teacher, t]);
  const form = useTextsForm(schema as ReturnType<typeof addSchemaOf>, {
    defaultValues: {
      fullName: teacher?.fullName ?? '',
      email: teacher?.email ?? '',
      age: teacher?.age === null || teacher?.age === undefined ? '' : String(teacher.age),
      gender: teacher?.gender ?? '',
      profilePhoto: undefined,
      assignedCourse: '',
      assignedSections: [],
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    const fields: Record<string, string> = {
      fullName: String(values.fullName),
      email: String(values.email),
      age: String(values.age),
      gender: String(values.gender),
      academic_period_id: periodId,
    };
    const picture = (values.profilePhoto as File | null | undefined) ?? null;
    const result = await save.run(
      teacher
        ? buildTeacherForm({ fields: { ...fields, _id: teacher._id, ID: teacher.ID }, photo: picture })
        : buildTeacherForm({
            fields: { ...fields, assignedCourse: String(values.assignedCourse) },
            sections: values.assignedSections as string[],
            photo: picture,
          }),
    );
    if (!result.ok) return;
    const data = result.data as { teacher: Teacher; temporaryPassword?: string };
    onSaved({
      teacher: data.teacher,
      account: data.temporaryPassword
        ? { _id: data.teacher._id, ID: data.teacher.ID, fullName: data.teacher.fullName, temporaryPassword: data.temporaryPassword }
        : undefined,
    });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={teacher ? messages.teachersEditTitle : messages.teachersAddTitle}>
      <FormTextField name="fullName" label={messages.teachersFullNameLabel} autoComplete="off" />
      <FormTextField name="email" label={messages.teachersEmailLabel} type="email" autoComplete="off" />
      <FormTextField name="age" label={messages.teachersAgeLabel} inputMode="numeric" />
      <FormSelect name="gender" label={messages.teachersGenderLabel} placeholder={messages.teachersChooseGender} options={genderOptions} />
      <PhotoField
        name="profilePhoto"
        label={messages.teachersProfilePhotoLabel}
        keepHint={messages.teachersPhotoKeepHint}
        previewAlt={messages.teachersPhotoPreview}
        required={!teacher}
        currentUrl={teacher?.profilePhoto ? api.fileUrl('teachers', teacher.profilePhoto) : undefined}
      />
      {teacher ? null : catalog.status === 'loading' ? (
        <LoadingState label={messages.loading} />
      ) : catalog.status === 'error' ? (
        <Alert kind="error" message={fill(messages.teachersPickersFailed, { error: catalog.error })} />
      ) : (
        <CourseSectionFields courses={catalog.data.courses} sections={catalog.data.sections} multiple />
      )}
      <Alert kind="error" message={save.error ? fill(messages.teachersSaveFailed, { error: save.error }) : null} />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {messages.teachersCancel}
        </Button>
        <FormSubmitButton>{messages.teachersSave}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}
