import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from '@school/ui';

const ConfirmDialog = lazy(() => import('./confirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * The parent dashboard's "Log out?" question, its code (Radix Dialog) loaded the first time it
 * opens. Once opened it stays mounted, so it closes and gives focus back to its opener as an
 * eager dialog does (decision 120).
 */
export function LogoutQuestion(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
