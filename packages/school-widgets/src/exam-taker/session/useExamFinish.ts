import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Time's up!' stays on the screen before the finished screen (issue 17: at least 2 s). */
export const TIMES_UP_HOLD_MS = 2500;

export interface ExamFinish {
  /** The attempt is over for this page (submitted, ended, refused): monitoring stops. */
  done: boolean;
  /** Ended by the clock: 'Time's up!' shows before the finished screen. */
  timesUp: boolean;
  /** Ends the attempt on this page once; the host hears of it at once, or after the hold when the time is up. */
  finish: () => void;
  /** Whether finish() ran (read in clean-ups, outside a render). */
  isFinished: () => boolean;
}

/**
 * The one way an attempt ends on the page. The host's `onFinished` is read through a ref: a new
 * function on a host re-render (the exam read again when the connection comes back) must not
 * restart anything that depends on `finish`.
 */
export function useExamFinish(msLeft: () => number, onFinished: () => void): ExamFinish {
  const [done, setDone] = useState(false);
  const [timesUp, setTimesUp] = useState(false);
  const finished = useRef(false);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });
  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    setDone(true);
    if (msLeft() > 0) return onFinishedRef.current();
    setTimesUp(true);
    setTimeout(() => onFinishedRef.current(), TIMES_UP_HOLD_MS);
  }, [msLeft]);
  const isFinished = useCallback(() => finished.current, []);
  return { done, timesUp, finish, isFinished };
}
