import { z } from 'zod';
import { messages, type SchedulePeriod, type SectionTeacher } from '@school/api';
import { Button, Dialog, DialogClose, DialogFooter, Form, FormSelect, FormSubmitButton } from '@school/ui';
import { fill } from '../shared/text';
import { useCatalogueForm } from '../shared/useCatalogueForm';
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

const assignSchema = z.object({ choice: z.string() });

/** The keyboard- and screen-reader-friendly alternative to dragging: pick a teacher for one slot. */
export function AssignDialog({ slot, teachers, onClose, onAssign }: AssignDialogProps) {
  const form = useCatalogueForm(assignSchema, { defaultValues: { choice: '' } });
  const choice = form.watch('choice');
  const title = slot ? fill(messages.assignTeacherIn, { slot: slotName(slot.day, slot.period) }) : '';
  const submit = async (values: { choice: string }) => {
    const teacher = teachers.find((t) => chipId(t) === values.choice);
    if (!teacher) return;
    if (await onAssign(teacher)) {
      form.reset({ choice: '' });
      onClose();
    }
  };
  return (
    <Dialog open={slot !== null} onOpenChange={(open) => !open && (form.reset({ choice: '' }), onClose())} title={title}>
      <Form form={form} aria-label={title} onSubmit={submit}>
        <FormSelect
          name="choice"
          label={messages.teacherLabel}
          placeholder={messages.chooseTeacher}
          options={teachers.map((t) => ({ value: chipId(t), label: chipLabel(t) }))}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{messages.cancelAction}</Button>
          </DialogClose>
          <FormSubmitButton disabled={!choice}>{messages.assignTeacher}</FormSubmitButton>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
