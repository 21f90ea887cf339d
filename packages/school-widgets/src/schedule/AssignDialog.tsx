import { z } from 'zod';
import type { SectionTeacher } from '@school/api';
import { Button, Dialog, DialogClose, DialogFooter, Form, FormSelect, FormSubmitButton } from '@school/ui';
import { useTexts } from '../shared/intl';
import { useTextsForm } from '../shared/schemaText';
import { cellName, chipId, chipLabel, type Cell } from './logic';

export interface AssignDialogProps {
  /** The cell being filled (a slot on a day); the dialog is open while set. */
  cell: Cell | null;
  /** The section's teachers (with their course). */
  teachers: readonly SectionTeacher[];
  /** Closes the dialog. */
  onClose: () => void;
  /** Assigns the chosen teacher; resolves true when the server accepted it. */
  onAssign: (teacher: SectionTeacher) => Promise<boolean>;
}

const assignSchema = z.object({ choice: z.string() });

/** The keyboard- and screen-reader-friendly alternative to dragging: pick a teacher for one cell. */
export function AssignDialog({ cell, teachers, onClose, onAssign }: AssignDialogProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const form = useTextsForm(assignSchema, { defaultValues: { choice: '' } });
  const choice = form.watch('choice');
  const title = cell ? fill(messages.assignTeacherIn, { slot: cellName(t, cell.day, cell.slot) }) : '';
  const submit = async (values: { choice: string }) => {
    const teacher = teachers.find((each) => chipId(each) === values.choice);
    if (!teacher) return;
    if (await onAssign(teacher)) {
      form.reset({ choice: '' });
      onClose();
    }
  };
  return (
    <Dialog open={cell !== null} onOpenChange={(open) => !open && (form.reset({ choice: '' }), onClose())} title={title}>
      <Form form={form} aria-label={title} onSubmit={submit}>
        <FormSelect
          name="choice"
          label={messages.teacherLabel}
          placeholder={messages.chooseTeacher}
          options={teachers.map((teacher) => ({ value: chipId(teacher), label: chipLabel(t, teacher) }))}
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
