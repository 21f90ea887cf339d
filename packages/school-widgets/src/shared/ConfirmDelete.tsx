import { messages } from '@school/api';
import { ConfirmDialog } from '@school/ui';

export interface ConfirmDeleteProps {
  /** Open while something is chosen for deletion. */
  open: boolean;
  /** Called when the dialog closes without (or after) deleting. */
  onClose: () => void;
  /** What is being deleted, e.g. "Delete this record?". */
  title: string;
  /** Deletes; a throw keeps the dialog open with the error (see settleConfirmed). */
  onConfirm: () => Promise<void>;
}

/** The confirmation every delete asks first, with the school's wording. */
export function ConfirmDelete({ open, onClose, title, onConfirm }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={messages.deleteConfirmText}
      confirmLabel={messages.deleteAction}
      danger
      onConfirm={onConfirm}
    />
  );
}
