import { useEffect, useRef, useState } from 'react';
import { messages, type ApiClient } from '@school/api';
import { useApiMutation } from '../../shared/query';
import type { AnswerSync } from '../sync';
import { useExamMonitor } from '../monitor';
import type { Violation } from '../logic';

export interface ExamIntegrityInput {
  api: ApiClient;
  examId: string;
  /** The questions are on screen. */
  loaded: boolean;
  /** The attempt is over on this page. */
  done: boolean;
  isFinished: () => boolean;
  finish: () => void;
  sync: AnswerSync | null;
}

export interface ExamIntegrity {
  /** The violation the Error dialog shows, or null. */
  violation: Violation | null;
  dismissViolation: () => void;
  /** Why the shown violation's report did not reach the server, or null. */
  reportError: string | null;
  devtoolsOpen: boolean;
}

/** Monitoring while the questions show (monitor.ts), each violation reported, and leaving the page inside the app. */
export function useExamIntegrity({ api, examId, loaded, done, isFinished, finish, sync }: ExamIntegrityInput): ExamIntegrity {
  const [violation, setViolation] = useState<Violation | null>(null);

  // Leaving the page inside the app (a link, Back, the host navigating) unmounts the runner while
  // the exam runs: a level-3 violation (issue 17). Deferred one tick, so that React's development
  // double mount (unmount, mount again at once) is not a leave.
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadedRef = useRef(false);
  useEffect(() => {
    loadedRef.current = loaded;
  }, [loaded]);
  useEffect(() => {
    clearTimeout(leaveTimer.current);
    return () => {
      if (!loadedRef.current || isFinished()) return;
      leaveTimer.current = setTimeout(() => {
        void api.exams.mistake({ exam_id: examId, name: messages.violationLeftExam, type: 3 });
      }, 0);
    };
  }, [api, examId, isFinished]);

  // A violation's report: a refused or lost report says why in the violation's dialog (the
  // teacher would not see it).
  const report = useApiMutation((v: Violation) => api.exams.mistake({ exam_id: examId, name: v.name, type: v.level }), {
    toastErrors: false,
    successText: false,
    onSuccess: (data) => {
      if (data.termination) finish();
    },
  });
  const { devtoolsOpen } = useExamMonitor({
    active: loaded && !done,
    onViolation: (v) => {
      setViolation(v);
      void report.run(v);
    },
    onConnection: (online) => void sync?.setOnline(online),
    onPageLeave: (v) => void api.exams.mistake({ exam_id: examId, name: v.name, type: v.level }, { keepalive: true }),
  });
  return { violation, dismissViolation: () => setViolation(null), reportError: report.error, devtoolsOpen };
}
