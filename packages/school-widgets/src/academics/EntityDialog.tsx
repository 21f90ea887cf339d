import { useState, type ReactNode } from 'react';
import { messages, type ApiResult, type MessageBody } from '@school/api';
import { Alert, Button, Dialog, DialogClose, DialogFooter, useToasts } from '@school/ui';
import styled from 'styled-components';
import { tokens } from '@school/ui';

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
  /** Called after the server accepted the draft (the dialog then closes). */
  onSaved: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The one dialog shell of this feature: a form with its fields, Cancel and Save. Save is disabled
 * while the draft has errors and busy while saving; a refusal stays in the dialog (alert + toast)
 * with what was typed, a success toasts the server's message, closes and lets the list reload.
 */
export function EntityDialog({ open, onOpenChange, title, canSubmit, onSubmit, onSaved, children }: EntityDialogProps) {
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    const result = await onSubmit();
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      toasts.push({ kind: 'error', message: result.error });
      return;
    }
    toasts.push({ kind: 'success', message: result.data.message || messages.updated });
    onSaved();
    onOpenChange(false);
  };
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change} title={title}>
      <Fields noValidate aria-label={title} onSubmit={(e) => void submit(e)}>
        {children}
        <Alert kind="error" message={error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{messages.cancelAction}</Button>
          </DialogClose>
          <Button type="submit" disabled={!canSubmit} busy={busy}>
            {messages.saveAction}
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
