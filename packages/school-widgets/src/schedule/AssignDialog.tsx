import { useState } from 'react';
import { messages, type SchedulePeriod, type SectionTeacher } from '@school/api';
import { Button, Dialog, DialogClose, DialogFooter, Select } from '@school/ui';
import { fill } from '../shared/text';
import { chipId, chipLabel, slotName } from './logic';

export interface AssignDialogProps {
  /** The slot being filled; the dialog is open while set. */
  slot: { period: SchedulePeriod; day: number } | null;
  /** The section's teachers (with their course). */
  teachers: readonly SectionTeacher[];
  /** Closes the dialog. */
  onClose: () => void;
  /** Assigns the chosen teacher; resolves true when the server accepted it. */
  onAssign: (teacher: SectionTeacher) => Promise<boolean>;
}

/** The keyboard- and screen-reader-friendly alternative to dragging: pick a teacher for one slot. */
export function AssignDialog({ slot, teachers, onClose, onAssign }: AssignDialogProps) {
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const title = slot ? fill(messages.assignTeacherIn, { slot: slotName(slot.day, slot.period) }) : '';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const teacher = teachers.find((t) => chipId(t) === choice);
    if (!teacher || busy) return;
    setBusy(true);
    const ok = await onAssign(teacher);
    setBusy(false);
    if (ok) {
      setChoice('');
      onClose();
    }
  };
  return (
    <Dialog open={slot !== null} onOpenChange={(open) => !open && (setChoice(''), onClose())} title={title}>
      <form aria-label={title} onSubmit={(e) => void submit(e)}>
        <Select
          label={messages.teacherLabel}
          placeholder={messages.chooseTeacher}
          options={teachers.map((t) => ({ value: chipId(t), label: chipLabel(t) }))}
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value)}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{messages.cancelAction}</Button>
          </DialogClose>
          <Button type="submit" disabled={!choice} busy={busy}>
            {messages.assignTeacher}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
