import type { ApiClient, Grade } from '@school/api';
import { FormTextField } from '@school/ui';
import { useTexts } from '../shared/intl';
import { queryKeys } from '../shared/queryKeys';
import { EntityDialog, useEntityForm } from './EntityDialog';
import { gradeDraftOf, gradeErrors, type GradeDraft } from './logic';

export interface GradeDialogProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The academic period's _id. */
  periodId: string;
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The grade to edit; without it the dialog adds one. @default undefined */
  grade?: Grade;
  /** Called after a successful save (the period's lists read again by themselves). @default undefined */
  onSaved?: () => void;
}

/** Add or edit a grade (class): its name, number of sections and capacity per section. */
export function GradeDialog({ open, ...props }: GradeDialogProps) {
  return open ? <GradeForm key={props.grade?._id ?? 'new'} open={open} {...props} /> : null;
}

function GradeForm({ api, periodId, open, onOpenChange, grade, onSaved }: GradeDialogProps) {
  const t = useTexts();
  const { messages } = t;
  const form = useEntityForm(gradeDraftOf(grade), (draft) => gradeErrors(t, draft));
  const submit = (v: GradeDraft) => {
    const body = { id: periodId, grade: v.grade.trim(), sectionCount: Number(v.sectionCount), capacity: Number(v.capacity) };
    return grade ? api.academics.grades.edit({ ...body, _id: grade._id }) : api.academics.grades.add(body);
  };
  const number = (name: 'sectionCount' | 'capacity', label: string, max: number) => (
    <FormTextField name={name} label={label} type="number" inputMode="numeric" min={1} max={max} required />
  );
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      title={grade ? messages.editGrade : messages.addGrade}
      busyText={grade ? messages.progressUpdatingGrade : messages.progressAddingGrade}
      form={form}
      onSubmit={submit}
      // A grade's sections and name show in the sections and courses too.
      invalidates={[queryKeys.academics.ofPeriod(periodId), queryKeys.dashboard.all]}
      onSaved={onSaved}
    >
      <FormTextField name="grade" label={messages.gradeNameLabel} required />
      {number('sectionCount', messages.sectionCountLabel, 26)}
      {number('capacity', messages.capacityLabel, 200)}
    </EntityDialog>
  );
}
