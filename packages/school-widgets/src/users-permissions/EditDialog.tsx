import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert, Button, Dialog, DialogFooter, Form, FormSubmitButton } from '@school/ui';
import { useMessages } from '../shared/intl';

export interface EditDialogProps<TInput extends FieldValues, TOutput> {
  open: boolean;
  title: string;
  /** The form (useCatalogueForm, mode 'onChange': Save waits until it is valid). */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Sends the validated values; Save is busy until it settles. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** The server's refusal, shown in place (what was typed stays). */
  error: string | null;
  onClose: () => void;
  /** The spec's progress text on Save while saving ('creating ...'). @default Save */
  busyText?: string;
  children: ReactNode;
}

/** The add/edit dialog of this area: the Form's fields, the refusal in place, Cancel and Save. */
export function EditDialog<TInput extends FieldValues, TOutput>({
  open,
  title,
  form,
  onSubmit,
  error,
  onClose,
  busyText,
  children,
}: EditDialogProps<TInput, TOutput>) {
  const messages = useMessages();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title}>
      <Form form={form} onSubmit={async (values) => void (await onSubmit(values))} aria-label={title}>
        {children}
        {error ? <Alert kind="error" message={error} /> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancelAction}
          </Button>
          <FormSubmitButton disabled={!form.formState.isValid} busyLabel={busyText}>
            {messages.saveAction}
          </FormSubmitButton>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
