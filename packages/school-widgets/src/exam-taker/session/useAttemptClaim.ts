import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, ApiResult, ClaimResponse } from '@school/api';

// ─── One page holds an attempt (decision 150) ────────────────────────────────────────────────
// A tab's claim lives in its session storage, so a reload keeps it (its answers in flight stay
// the holder's) and says so: the page marks its own unload, and the next load of the same tab
// claims with `reload` (logged as a reload, never a tab switch). Another tab or device has a
// claim of its own: claiming takes the attempt over, the older page hears it (at once through a
// BroadcastChannel on the same device, else when it is shown again or writes: the server's
// `check` answer or 409 taken_over) and stops.

const claimKey = (examId: string) => `school.exam.claim.${examId}`;
const leftKey = (examId: string) => `school.exam.left.${examId}`;
const indexKey = (examId: string) => `school.exam.question.${examId}`;

function stored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // storage off (private mode): a reload then counts as a new page, still never a violation
  }
}
const newClaim = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The question a tab showed last (a reload shows it again). */
export const storedQuestionIndex = (examId: string) => Number(stored(indexKey(examId)) ?? 0) || 0;
export const storeQuestionIndex = (examId: string, index: number) => store(indexKey(examId), String(index));

export interface AttemptClaim {
  claim: string;
  /** Claims (again) for this page; resolves once the server answered (or failed). */
  take: () => Promise<ApiResult<ClaimResponse>>;
  /** Whether the server has this page's claim (a write waits for it). */
  held: () => boolean;
  /** Another page holds the attempt now. */
  takenOver: boolean;
  /** The same, read outside a render. */
  isTakenOver: () => boolean;
  /** A write of this page was refused with taken_over. */
  lost: () => void;
  /** The page unloads (pagehide): the next load of this tab is a reload. */
  markLeaving: () => void;
}

export function useAttemptClaim(api: ApiClient, examId: string): AttemptClaim {
  const [claim] = useState(() => {
    const kept = stored(claimKey(examId));
    if (kept) return kept;
    const made = newClaim();
    store(claimKey(examId), made);
    return made;
  });
  const [takenOver, setTakenOverState] = useState(false);
  const over = useRef(false);
  const setTakenOver = useCallback((v: boolean) => {
    over.current = v;
    setTakenOverState(v);
  }, []);
  const isHeld = useRef(false);
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(`school-exam-claim-${examId}`);
    ch.onmessage = (e: MessageEvent<{ claim?: string }>) => {
      if (e.data?.claim && e.data.claim !== claim) {
        isHeld.current = false;
        setTakenOver(true);
      }
    };
    channel.current = ch;
    return () => {
      channel.current = null;
      ch.close();
    };
  }, [examId, claim, setTakenOver]);
  const take = useCallback(async () => {
    const reload = stored(leftKey(examId)) !== null;
    const r = await api.exams.claim({ exam_id: examId, claim, reload });
    if (r.ok) {
      store(leftKey(examId), null);
      isHeld.current = true;
      setTakenOver(false);
      channel.current?.postMessage({ claim });
    }
    return r;
  }, [api, examId, claim, setTakenOver]);
  // A page shown again (an older device picked up, a tab brought back) asks whether it still holds
  // the attempt: another device's takeover reaches it only so, or with its next write.
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState !== 'visible' || !isHeld.current) return;
      void api.exams.claim({ exam_id: examId, claim, check: true }).then((r) => {
        if (r.ok && !r.data.held) {
          isHeld.current = false;
          setTakenOver(true);
        }
      });
    };
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', onShown);
    return () => {
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', onShown);
    };
  }, [api, examId, claim, setTakenOver]);
  const held = useCallback(() => isHeld.current, []);
  const lost = useCallback(() => {
    isHeld.current = false;
    setTakenOver(true);
  }, [setTakenOver]);
  const isTakenOver = useCallback(() => over.current, []);
  const markLeaving = useCallback(() => store(leftKey(examId), String(Date.now())), [examId]);
  return { claim, take, held, takenOver, isTakenOver, lost, markLeaving };
}
