import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import styled from 'styled-components';
import { messages, type ApiResult, type MessageBody } from '@school/api';
import { Alert, Button, Dialog, DialogClose, DialogFooter, tokens } from '@school/ui';
import { useApiMutation } from '../shared/query';

/** Props of the add/edit dialogs of periods, grades and courses. */
export interface EntityDialogProps {
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close (Cancel, Escape, after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title; also names the form. */
  title: string;
  /** False while any field has an error: Save is disabled. */
  canSubmit: boolean;
  /** Sends the draft; the server's message is shown as a toast. */
  onSubmit: () => Promise<ApiResult<MessageBody>>;
  /** What the save changes: these reads refetch after it. */
  invalidates: QueryKey[];
  /** Called after the server accepted the draft (the dialog then closes). @default undefined */
  onSaved?: () => void;
  /** The spec's progress text on Save while saving ('adding courses', 'updating grade'). @default Save */
  busyText?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The one dialog shell of this feature: a form with its fields, Cancel and Save. Save is disabled
 * while the draft has errors and busy while saving; a refusal stays in the dialog with what was
 * typed, a success toasts the server's message, closes and the lists it changed read again.
 */
export function EntityDialog({
  open,
  onOpenChange,
  title,
  canSubmit,
  onSubmit,
  invalidates,
  onSaved,
  busyText,
  children,
}: EntityDialogProps) {
  const save = useApiMutation(onSubmit, { invalidates, successText: messages.updated, toastErrors: false });
  const busy = save.isPending;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!canSubmit || busy) return;
    const result = await save.run();
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
      <Fields noValidate aria-label={title} onSubmit={(e) => void submit(e)}>
        {children}
        <Alert kind="error" message={save.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{messages.cancelAction}</Button>
          </DialogClose>
          <Button type="submit" disabled={!canSubmit} busy={busy}>
            {busy && busyText ? busyText : messages.saveAction}
          </Button>
        </DialogFooter>
      </Fields>
    </Dialog>
  );
}

const Fields = styled.form`
  display: grid;
  gap: ${tokens.space.lg};
`;
