import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { FieldError } from '../internal/field';
import { useUiMessages } from '../UiProvider/UiProvider';

export interface ConfirmDialogProps {
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close (Cancel, Escape, after a successful confirm). */
  onOpenChange: (open: boolean) => void;
  /** Heading. */
  title: ReactNode;
  /** Question shown to the user. @default uiMessages.confirmDefault */
  description?: ReactNode;
  /** Confirm button text. @default uiMessages.confirm */
  confirmLabel?: string;
  /** Confirm button text while the action runs (a progress text, 'deleting courses'). @default confirmLabel */
  busyLabel?: string;
  /** Cancel button text. @default uiMessages.cancel */
  cancelLabel?: string;
  /** Runs on confirm; may be async (buttons are disabled while it runs). A thrown error is shown inline and the dialog stays open. */
  onConfirm: () => void | Promise<void>;
  /** Style the confirm button as destructive. @default false */
  danger?: boolean;
  /** Portal container (shadow DOM). @default undefined */
  container?: HTMLElement | null;
  /** The confirm button waits (what it would do is still being read). @default false */
  confirmDisabled?: boolean;
}

/** Asks for confirmation before an action; handles busy and error states. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
  danger = false,
  container,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const messages = useUiMessages();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (busy) return; // no closing half-way through the action
    if (!next) setError(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (e) {
      setBusy(false);
      setError(e instanceof Error && e.message ? e.message : messages.confirmFailed);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      description={description ?? messages.confirmDefault}
      container={container}
      showClose={false}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => change(false)}>
            {cancelLabel ?? messages.cancel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} disabled={confirmDisabled} onClick={confirm}>
            {(busy && busyLabel) || (confirmLabel ?? messages.confirm)}
          </Button>
        </>
      }
    >
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </Dialog>
  );
}
