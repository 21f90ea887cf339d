import { ConfirmDialog } from '@school/ui';
import { useMessages } from './intl';

export interface ConfirmDeleteProps {
  /** Open while something is chosen for deletion. */
  open: boolean;
  /** Called when the dialog closes without (or after) deleting. */
  onClose: () => void;
  /** What is being deleted, e.g. "Delete this record?". */
  title: string;
  /** Deletes; a throw keeps the dialog open with the error (see settleConfirmed). */
  onConfirm: () => Promise<void>;
  /** The button's text while deleting (the spec's progress text, e.g. 'deleting email'). */
  busyLabel?: string;
}

/** The confirmation every delete asks first, with the school's wording. */
export function ConfirmDelete({ open, onClose, title, onConfirm, busyLabel }: ConfirmDeleteProps) {
  const messages = useMessages();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={messages.deleteConfirmText}
      confirmLabel={messages.deleteAction}
      danger
      busyLabel={busyLabel}
      onConfirm={onConfirm}
    />
  );
}
