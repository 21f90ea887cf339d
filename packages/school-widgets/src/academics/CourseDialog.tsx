import styled from 'styled-components';
import type { ApiClient, Course, Grade } from '@school/api';
import { Checkbox, FormTextField, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { queryKeys } from '../shared/queryKeys';
import { EntityDialog, useEntityForm } from './EntityDialog';
import { courseErrors, gradeIdsOf, type CourseDraft } from './logic';

export interface CourseDialogProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The academic period's _id. */
  periodId: string;
  /** The period's grades: the choices of the course's grades. */
  grades: readonly Grade[];
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The course to edit; without it the dialog adds one. @default undefined */
  course?: Course;
  /** Called after a successful save (the courses read again by themselves). @default undefined */
  onSaved?: () => void;
}

/** Add or edit a course: its subject name and the grades of the period that take it (at least one). */
export function CourseDialog({ open, ...props }: CourseDialogProps) {
  return open ? <CourseForm key={props.course?._id ?? 'new'} open={open} {...props} /> : null;
}

function CourseForm({ api, periodId, grades, open, onOpenChange, course, onSaved }: CourseDialogProps) {
  const t = useTexts();
  const { messages } = t;
  const initial: CourseDraft = { name: course?.name ?? '', grade: course ? gradeIdsOf(course.grades, grades) : [] };
  const form = useEntityForm(initial, (draft) => courseErrors(t, draft));
  const chosen = form.watch('grade');
  const toggle = (id: string, on: boolean) =>
    form.setValue('grade', on ? [...chosen, id] : chosen.filter((g) => g !== id), {
      shouldValidate: true,
      shouldTouch: true,
      shouldDirty: true,
    });
  const submit = (v: CourseDraft) => {
    const body = { name: v.name.trim(), grade: v.grade };
    return course
      ? api.academics.courses.edit({ ...body, _id: course._id, academicPeriodId: periodId })
      : api.academics.courses.add({ ...body, id: periodId });
  };
  const gradeError = form.formState.errors.grade?.message;
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      title={course ? messages.editCourse : messages.addCourse}
      busyText={course ? messages.progressUpdatingCourses : messages.progressAddingCourses}
      form={form}
      onSubmit={submit}
      invalidates={[queryKeys.academics.courses(periodId), queryKeys.dashboard.all]}
      onSaved={onSaved}
    >
      <FormTextField name="name" label={messages.courseNameLabel} required />
      <GradeChoices aria-describedby={gradeError ? 'course-grades-error' : undefined}>
        <legend>{messages.courseGradesLabel}</legend>
        {grades.length === 0 ? <Hint>{messages.addGradeFirst}</Hint> : null}
        {grades.map((g) => (
          <Checkbox key={g._id} label={g.name} checked={chosen.includes(g._id)} onChange={(e) => toggle(g._id, e.currentTarget.checked)} />
        ))}
        {gradeError ? (
          <ErrorText id="course-grades-error" role="alert">
            {gradeError}
          </ErrorText>
        ) : null}
      </GradeChoices>
    </EntityDialog>
  );
}

const GradeChoices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${tokens.space.sm};
  margin: 0;
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: 600;
  }
`;

const Hint = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${tokens.color.textMuted};
`;

const ErrorText = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font.sizeSm};
`;
