import type { AcademicPeriod, ApiClient } from '@school/api';
import { FormDateField, FormSelect, FormTextField } from '@school/ui';
import { useTexts } from '../shared/intl';
import { queryKeys } from '../shared/queryKeys';
import { EntityDialog, useEntityForm, useLinkedFields } from './EntityDialog';
import { periodDraftOf, periodErrors, type PeriodDraft } from './logic';

export interface AcademicPeriodDialogProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The period to edit; without it the dialog adds one. @default undefined */
  period?: AcademicPeriod;
  /** Called after a successful save (the periods read again by themselves). @default undefined */
  onSaved?: () => void;
}

const SEMESTERS = [1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) }));

/** Add or edit an academic period: year, semester 1 to 4, start and end dates, checked as typed. */
export function AcademicPeriodDialog({ open, ...props }: AcademicPeriodDialogProps) {
  // Keyed by the period so each opening starts from its values.
  return open ? <PeriodForm key={props.period?._id ?? 'new'} open={open} {...props} /> : null;
}

function PeriodForm({ api, open, onOpenChange, period, onSaved }: AcademicPeriodDialogProps) {
  const t = useTexts();
  const { messages } = t;
  const form = useEntityForm(periodDraftOf(period), (draft) => periodErrors(t, draft));
  // The date order is named on both dates: changing one checks the other again.
  useLinkedFields(form, 'startDate', 'endDate');
  const body = (v: PeriodDraft) => ({ year: Number(v.year), semester: Number(v.semester), startDate: v.startDate, endDate: v.endDate });
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      title={period ? messages.editAcademicPeriod : messages.addAcademicPeriod}
      form={form}
      onSubmit={(v) => (period ? api.academics.periods.edit(period._id, body(v)) : api.academics.periods.add(body(v)))}
      invalidates={[queryKeys.academics.periods.all, queryKeys.dashboard.all]}
      onSaved={onSaved}
    >
      <FormTextField name="year" label={messages.yearLabel} type="number" inputMode="numeric" min={1} required />
      <FormSelect name="semester" label={messages.semesterLabel} options={SEMESTERS} required />
      <FormDateField name="startDate" label={messages.startDateLabel} required />
      <FormDateField name="endDate" label={messages.endDateLabel} required />
    </EntityDialog>
  );
}
