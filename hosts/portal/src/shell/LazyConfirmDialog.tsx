import { useState } from 'react';
import type { ConfirmDialogProps } from '@school/ui';
import { onDemand } from './onDemand';

const ConfirmDialog = onDemand(() => import('../widgets/ConfirmDialog').then((m) => m.ConfirmDialog), null);

/**
 * `ConfirmDialog` whose code (Radix Dialog) loads the first time it opens. Once opened it stays
 * mounted, so it closes and gives focus back to its opener as the eager one does (decision 99).
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened || props.open ? <ConfirmDialog {...props} /> : null;
}
