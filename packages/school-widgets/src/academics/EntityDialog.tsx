import { useEffect, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { ApiResult, MessageBody } from '@school/api';
import { Alert, Button, Dialog, DialogClose, DialogFooter, Form, FormSubmitButton } from '@school/ui';
import { useMessages } from '../shared/intl';
import { useApiMutation } from '../shared/query';
import { useTextsForm } from '../shared/schemaText';

/** Props of the add/edit dialogs of periods, grades and courses. */
export interface EntityDialogProps<V extends FieldValues> {
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close (Cancel, Escape, after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title; also names the form. */
  title: string;
  /** The dialog's form (useEntityForm): Save is disabled while it has an error. */
  form: UseFormReturn<V, unknown, V>;
  /** Sends the values; the server's message is shown as a toast. */
  onSubmit: (values: V) => Promise<ApiResult<MessageBody>>;
  /** What the save changes: these reads refetch after it. */
  invalidates: QueryKey[];
  /** Called after the server accepted the draft (the dialog then closes). @default undefined */
  onSaved?: () => void;
  /** The spec's progress text on Save while saving ('adding courses', 'updating grade'). @default Save */
  busyText?: string;
  /** The fields (Form* fields bound by name). */
  children: ReactNode;
}

/**
 * The form of an entity dialog: react-hook-form validated by the feature's own rules (`errorsOf`,
 * a message per field, the same as the server's schema) as the user types and leaves a field, so
 * a field shows its error once touched and Save knows at once whether the draft is valid.
 */
export function useEntityForm<V extends Record<string, unknown>>(initial: V, errorsOf: (values: V) => Partial<Record<keyof V, string>>) {
  const schema = z.custom<V>().superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(errorsOf(values))) {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message: String(message) });
    }
  });
  return useTextsForm(schema, { defaultValues: initial as never, mode: 'all' }) as unknown as UseFormReturn<V, unknown, V>;
}

/** Checks the other of two linked fields again when one changes, once the user has been in it (the date order). */
export function useLinkedFields<V extends FieldValues>(form: UseFormReturn<V, unknown, V>, a: Path<V>, b: Path<V>) {
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      const other = name === a ? b : name === b ? a : null;
      if (!other) return;
      const state = form.getFieldState(other);
      if (state.isTouched || state.isDirty) void form.trigger(other);
    });
    return () => watching.unsubscribe();
  }, [form, a, b]);
}

/**
 * The one dialog shell of this feature: a form with its fields, Cancel and Save. Save is disabled
 * while the draft has errors and busy while saving; a refusal stays in the dialog with what was
 * typed, a success toasts the server's message, closes and the lists it changed read again.
 */
export function EntityDialog<V extends FieldValues>({
  open,
  onOpenChange,
  title,
  form,
  onSubmit,
  invalidates,
  onSaved,
  busyText,
  children,
}: EntityDialogProps<V>) {
  const messages = useMessages();
  const save = useApiMutation(onSubmit, { invalidates, successText: messages.updated, toastErrors: false });

  const submit = async (values: V) => {
    const result = await save.run(values);
    if (!result.ok) return;
    onSaved?.();
    onOpenChange(false);
  };
  const change = (next: boolean) => {
    if (!next) save.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change} title={title}>
      <Form form={form} aria-label={title} onSubmit={submit}>
        {children}
        <Alert kind="error" message={save.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{messages.cancelAction}</Button>
          </DialogClose>
          <FormSubmitButton disabled={!form.formState.isValid} busyLabel={busyText}>
            {messages.saveAction}
          </FormSubmitButton>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
