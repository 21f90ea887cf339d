import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LazyConfirmDialog } from '../../../shell/LazyConfirmDialog';
import { useMessages } from '@school/widgets/i18n';

// Back during a running exam asks first (issue 17). The page keeps one extra history entry (the
// same URL) while the exam runs: Back lands on the real one, the entry is put back and the question
// shows. Leaving goes back past both; the exam page then unmounts and the taker records the leave
// at level 3. When the exam stops running the extra entry is taken away again.

const marked = () => !!(window.history.state as { examGuard?: boolean } | null)?.examGuard;
const mark = () => window.history.pushState({ ...(window.history.state as object), examGuard: true }, '', window.location.href);

/** The Back question while `running`; `onLeaveFirstEntry` when the exam page was the first entry of the app. */
export function LeaveGuard({ running, onLeaveFirstEntry }: { running: boolean; onLeaveFirstEntry: () => void }) {
  const messages = useMessages();
  const [asking, setAsking] = useState(false);
  const leaving = useRef(false);
  // A link the student clicked during the exam (the top bar, a notification, the logo): it asks
  // first, like Back; only a confirmed leave goes (issue 34).
  const [link, setLink] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!running) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.target === '_blank' || a.hasAttribute('download')) return;
      const to = new URL(a.href, window.location.href);
      if (to.href === window.location.href) return;
      e.preventDefault();
      e.stopPropagation();
      setLink(to.origin === window.location.origin ? to.pathname + to.search + to.hash : to.href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [running]);
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
    <>
      <LazyConfirmDialog
        open={link !== null}
        onOpenChange={(o) => !o && setLink(null)}
        title={messages.examLeaveTitle}
        description={messages.examLeaveText}
        confirmLabel={messages.examLeaveConfirm}
        cancelLabel={messages.examLeaveCancel}
        onConfirm={() => {
          const to = link;
          setLink(null);
          if (!to) return;
          leaving.current = true;
          // The guard's extra entry stays behind, unmarked: Back from where the link leads is the exam page.
          if (marked()) window.history.replaceState({ ...(window.history.state as object), examGuard: false }, '', window.location.href);
          if (/^https?:/.test(to)) window.location.assign(to);
          else navigate(to);
        }}
      />
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
    </>
  );
}
