import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '@school/api';
import { ConfirmDialog, useToasts } from '@school/ui';
import { useMessages } from './intl';
import { useApiMutation } from './query';

// ─── The grade-slot link of an assignment or an exam (issue 18) ──────────────────────────────
// A slot has one source at a time: linking to a slot fed by another assignment or exam answers 409
// naming it, and replacing it takes the teacher's confirmation (the write again with replace).

export interface SlotLinkWrite<S extends string> {
  slot: S;
  /** The teacher confirmed replacing the slot's current source. */
  replace?: boolean;
}

/** Links to a slot; on a 409 opens the Replace dialog (render `<ReplaceSlotDialog {...link.replaceDialog} />`). */
export function useSlotLink<S extends string>(write: (vars: SlotLinkWrite<S>) => Promise<ApiResult<unknown>>, invalidates: QueryKey[]) {
  const link = useApiMutation(write, { invalidates, toastErrors: false });
  const toasts = useToasts();
  const [taken, setTaken] = useState<{ slot: S; text: string } | null>(null);
  const linkTo = async (slot: S) => {
    const result = await link.run({ slot });
    if (result.ok) return;
    if (result.code === 'conflict' || result.status === 409) setTaken({ slot, text: result.error });
    else void toasts.push({ kind: 'error', message: result.error });
  };
  const replaceDialog: ReplaceSlotDialogProps = {
    open: taken !== null,
    onOpenChange: (open) => {
      if (!open) setTaken(null);
    },
    description: taken?.text,
    onConfirm: async () => {
      if (!taken) return;
      const result = await link.run({ slot: taken.slot, replace: true });
      if (!result.ok) throw new Error(result.error);
      setTaken(null);
    },
  };
  return { linkTo, isPending: link.isPending, replaceDialog };
}

export interface ReplaceSlotDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's text naming the slot's current source. */
  description?: string;
  onConfirm: () => Promise<void>;
}

/** 'Replace the slot's source?' naming what is replaced; Replace links again with replace. */
export function ReplaceSlotDialog(props: ReplaceSlotDialogProps) {
  const messages = useMessages();
  return <ConfirmDialog {...props} title={messages.gradeSlotReplaceConfirm} confirmLabel={messages.gradeSlotReplaceAction} danger />;
}
