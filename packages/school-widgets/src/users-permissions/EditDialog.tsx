import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '@school/api';
import { Alert, Button, Dialog, DialogFooter, tokens } from '@school/ui';

export interface EditDialogProps {
  open: boolean;
  title: string;
  /** The server's refusal, shown in place (what was typed stays). */
  error: string | null;
  busy: boolean;
  canSave: boolean;
  onClose: () => void;
  onSave: () => void;
  /** The spec's progress text on Save while saving ('creating ...'). @default Save */
  busyText?: string;
  children: ReactNode;
}

/** The add/edit dialog of this area: fields, the refusal in place, Cancel and Save. */
export function EditDialog({ open, title, error, busy, canSave, onClose, onSave, busyText, children }: EditDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title}>
      <Form
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave && !busy) onSave();
        }}
      >
        {children}
        {error ? <Alert kind="error" message={error} /> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancelAction}
          </Button>
          <Button type="submit" disabled={!canSave} busy={busy}>
            {busy && busyText ? busyText : messages.saveAction}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
`;
