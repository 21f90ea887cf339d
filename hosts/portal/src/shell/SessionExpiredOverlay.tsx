import { lazy, Suspense } from 'react';
import { useSession } from '../session/SessionProvider';

// The dialog (and Radix behind it) loads only when a session ends: not on every public page.
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })));

/** Shown after a 440 'session expired'; it stays until OK, which goes to /home. */
export function SessionExpiredOverlay() {
  const { expired } = useSession();
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
