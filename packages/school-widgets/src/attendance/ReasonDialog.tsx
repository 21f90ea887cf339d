import { useState } from 'react';
import { messages, type AttendanceMark } from '@school/api';
import { Button, Dialog, DialogFooter, TextField } from '@school/ui';
import { TextAreaField } from '../shared/TextAreaField';

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
  const keep = initial?.status === status;
  const [reason, setReason] = useState(keep ? (initial?.reason ?? '') : '');
  const [notes, setNotes] = useState(keep ? (initial?.notes ?? '') : '');
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label={messages.attendanceReasonTitle}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        await onSave({ reason, notes });
        setBusy(false);
      }}
    >
      <TextField label={messages.attendanceReasonLabel} value={reason} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} />
      <TextAreaField
        label={messages.attendanceNotesLabel}
        value={notes}
        maxLength={500}
        rows={3}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <DialogFooter>
        <Button variant="secondary" type="button" onClick={onCancel}>
          {messages.teachingCancel}
        </Button>
        <Button type="submit" busy={busy}>
          {messages.teachingSave}
        </Button>
      </DialogFooter>
    </form>
  );
}
