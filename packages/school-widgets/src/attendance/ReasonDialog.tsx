import { z } from 'zod';
import type { AttendanceMark } from '@school/api';
import { Button, Dialog, DialogFooter, Form, FormSubmitButton, FormTextField } from '@school/ui';
import { useMessages } from '../shared/intl';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';

const reasonSchema = z.object({ reason: z.string(), notes: z.string() });

export interface ReasonDialogProps {
  open: boolean;
  status: 'Absent' | 'Late';
  /** The student's name (the dialog's description). */
  name: string;
  /** The day's mark, to prefill its reason and notes. */
  initial: AttendanceMark | null;
  onOpenChange: (open: boolean) => void;
  /** Saves; resolves true when the mark was saved. */
  onSave: (v: { reason: string; notes: string }) => Promise<boolean>;
}

/** 'Add Reason and Notes', asked before marking a student Absent or Late. */
export function ReasonDialog({ open, status, name, initial, onOpenChange, onSave }: ReasonDialogProps) {
  const messages = useMessages();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.attendanceReasonTitle}
      description={`${name}: ${status === 'Absent' ? messages.attendanceAbsent : messages.attendanceLate}`}
    >
      {open ? <Fields status={status} initial={initial} onCancel={() => onOpenChange(false)} onSave={onSave} /> : null}
    </Dialog>
  );
}

function Fields({
  status,
  initial,
  onCancel,
  onSave,
}: Pick<ReasonDialogProps, 'status' | 'initial' | 'onSave'> & { onCancel: () => void }) {
  const messages = useMessages();
  const keep = initial?.status === status;
  const form = useTextsForm(reasonSchema, {
    defaultValues: { reason: keep ? (initial?.reason ?? '') : '', notes: keep ? (initial?.notes ?? '') : '' },
  });
  return (
    <Form
      form={form}
      aria-label={messages.attendanceReasonTitle}
      onSubmit={async (values) => {
        await onSave(values);
      }}
    >
      <FormTextField name="reason" label={messages.attendanceReasonLabel} maxLength={500} />
      <FormTextAreaField name="notes" label={messages.attendanceNotesLabel} maxLength={500} rows={3} />
      <DialogFooter>
        <Button variant="secondary" type="button" onClick={onCancel}>
          {messages.teachingCancel}
        </Button>
        <FormSubmitButton>{messages.teachingSave}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}
