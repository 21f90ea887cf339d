import { z } from 'zod';
import { assignTeacherRequestSchema, type ApiClient, type TeacherAssignment } from '@school/api';
import { Alert, Button, DialogFooter, Form, FormSubmitButton, LoadingState } from '@school/ui';
import { useTexts } from '../shared/intl';
import { useApiMutation } from '../shared/query';
import { FormTeacherPicker } from '../shared/TeacherPicker';
import { TEACHER_CHANGES } from './cache';
import { CourseSectionFields } from './CourseSectionFields';
import { usePeriodCatalog } from './usePeriodCatalog';
import { useTextsForm } from '../shared/schemaText';

export interface AssignmentFormProps {
  api: ApiClient;
  /** The period the assignment belongs to. */
  periodId: string;
  /** The teacher; without it the form offers a choice of employed teachers (the Assign tab). */
  teacherId?: string;
  /** The assignment to edit (one section); without it sections are added (several). */
  assignment?: TeacherAssignment;
  onCancel: () => void;
  onSaved: () => void;
}

const base = z.object({
  teacher_id: assignTeacherRequestSchema.shape.teacher_id,
  assignedCourse: assignTeacherRequestSchema.shape.assignedCourse,
  assignedSections: assignTeacherRequestSchema.shape.assignedSections,
});

/** Assign (sections of a subject) or edit one assignment (spec 000 §5 "Assign section and course"). */
export function AssignmentForm({ api, periodId, teacherId, assignment, onCancel, onSaved }: AssignmentFormProps) {
  const { messages, fill } = useTexts();
  const catalog = usePeriodCatalog(api, periodId);
  // The form shows a refusal itself.
  const save = useApiMutation(
    (v: z.output<typeof base>) =>
      assignment
        ? api.teachers.editAssigned({
            assignedSections: v.assignedSections,
            assignedCourse: v.assignedCourse,
            academic_period_id: periodId,
            teacher_id: v.teacher_id,
            section_in_teacher_id: assignment.section_in_teacher_id,
          })
        : api.teachers.assign({
            teacher_id: v.teacher_id,
            assignedCourse: v.assignedCourse,
            assignedSections: v.assignedSections,
            academic_period_id: periodId,
          }),
    { toastErrors: false, successText: assignment ? messages.updated : messages.added, invalidates: TEACHER_CHANGES },
  );
  const form = useTextsForm(base, {
    defaultValues: {
      teacher_id: teacherId ?? '',
      assignedCourse: assignment?.course._id ?? '',
      assignedSections: assignment ? [assignment.section._id] : [],
    },
  });

  const submit = async (v: z.output<typeof base>) => {
    if ((await save.run(v)).ok) onSaved();
  };

  if (catalog.status === 'loading') return <LoadingState label={messages.loading} />;
  const loadError = catalog.status === 'error' ? catalog.error : null;
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={assignment ? messages.teachersEditAssignmentTitle : messages.teachersAssignSectionTitle}
    >
      {teacherId ? null : (
        // The Assign tab chooses among every teacher of the school, searched on the server.
        <FormTeacherPicker<z.input<typeof base>>
          api={api}
          periodId={periodId}
          name="teacher_id"
          label={messages.teachersTeacherLabel}
          placeholder={messages.teachersChooseTeacher}
        />
      )}
      {loadError ? (
        <Alert kind="error" message={fill(messages.teachersPickersFailed, { error: loadError })} />
      ) : (
        <CourseSectionFields courses={catalog.data?.courses ?? []} sections={catalog.data?.sections ?? []} multiple={!assignment} />
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
