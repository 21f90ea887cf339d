import { useCallback } from 'react';
import { messages, type AcademicPeriod, type ApiClient } from '@school/api';
import { DateField, Select, TextField } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useDraft } from '../shared/useDraft';
import { EntityDialog } from './EntityDialog';
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
  const validate = useCallback((d: PeriodDraft) => periodErrors(d), []);
  const draft = useDraft(periodDraftOf(period), validate);
  const { values: v } = draft;
  const body = () => ({ year: Number(v.year), semester: Number(v.semester), startDate: v.startDate, endDate: v.endDate });
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      title={period ? messages.editAcademicPeriod : messages.addAcademicPeriod}
      canSubmit={draft.valid}
      onSubmit={() => (period ? api.academics.periods.edit(period._id, body()) : api.academics.periods.add(body()))}
      invalidates={[queryKeys.academics.periods.all, queryKeys.dashboard.all]}
      onSaved={onSaved}
    >
      <TextField
        label={messages.yearLabel}
        type="number"
        inputMode="numeric"
        min={1}
        required
        value={v.year}
        error={draft.shown('year')}
        onChange={(e) => draft.set('year', e.currentTarget.value)}
        onBlur={() => draft.touch('year')}
      />
      <Select
        label={messages.semesterLabel}
        options={SEMESTERS}
        required
        value={v.semester}
        error={draft.shown('semester')}
        onChange={(e) => draft.set('semester', e.currentTarget.value)}
        onBlur={() => draft.touch('semester')}
      />
      <DateField
        label={messages.startDateLabel}
        required
        value={v.startDate}
        error={draft.shown('startDate')}
        onChange={(e) => draft.set('startDate', e.currentTarget.value)}
        onBlur={() => draft.touch('startDate')}
      />
      <DateField
        label={messages.endDateLabel}
        required
        value={v.endDate}
        error={draft.shown('endDate')}
        onChange={(e) => draft.set('endDate', e.currentTarget.value)}
        onBlur={() => draft.touch('endDate')}
      />
    </EntityDialog>
  );
}
