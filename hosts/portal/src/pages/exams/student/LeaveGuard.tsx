import { useEffect, useRef, useState } from 'react';
import { messages } from '@school/api';
import { LazyConfirmDialog } from '../../../shell/LazyConfirmDialog';

// Back during a running exam asks first (issue 17). The page keeps one extra history entry (the
// same URL) while the exam runs: Back lands on the real one, the entry is put back and the question
// shows. Leaving goes back past both; the exam page then unmounts and the taker records the leave
// at level 3. When the exam stops running the extra entry is taken away again.

const marked = () => !!(window.history.state as { examGuard?: boolean } | null)?.examGuard;
const mark = () => window.history.pushState({ ...(window.history.state as object), examGuard: true }, '', window.location.href);

/** The Back question while `running`; `onLeaveFirstEntry` when the exam page was the first entry of the app. */
export function LeaveGuard({ running, onLeaveFirstEntry }: { running: boolean; onLeaveFirstEntry: () => void }) {
  const [asking, setAsking] = useState(false);
  const leaving = useRef(false);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!running) return;
    // Deferred clean-up (below) is cancelled when the effect runs again at once (React's development double mount).
    clearTimeout(pending.current);
    leaving.current = false;
    if (!marked()) mark();
    const onPop = () => {
      if (leaving.current) return;
      mark();
      setAsking(true);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      pending.current = setTimeout(() => {
        if (!leaving.current && marked()) window.history.back();
      }, 0);
    };
  }, [running]);
  return (
    <LazyConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={messages.examLeaveTitle}
      description={messages.examLeaveText}
      confirmLabel={messages.examLeaveConfirm}
      cancelLabel={messages.examLeaveCancel}
      onConfirm={() => {
        leaving.current = true;
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) window.history.go(-2);
        else onLeaveFirstEntry();
      }}
    />
  );
}
