import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@school/api';
import { useMessages } from '../../shared/intl';
import { useApiMutation } from '../../shared/query';
import type { AnswerSync } from '../sync';
import { useExamMonitor } from '../monitor';
import type { Violation } from '../logic';
import type { AttemptClaim } from './useAttemptClaim';

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
  /** This page's hold on the attempt: a page another took over watches nothing (decision 150). */
  claim: AttemptClaim;
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
export function useExamIntegrity({ api, examId, loaded, done, isFinished, finish, sync, claim }: ExamIntegrityInput): ExamIntegrity {
  const [violation, setViolation] = useState<Violation | null>(null);

  // Leaving the page inside the app (a link, Back, the host navigating) unmounts the runner while
  // the exam runs: a level-3 violation (issue 17). Deferred one tick, so that React's development
  // double mount (unmount, mount again at once) is not a leave.
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadedRef = useRef(false);
  useEffect(() => {
    loadedRef.current = loaded;
  }, [loaded]);
  // The leave's name in the reader's language, read when it is reported: a language switch is not a leave.
  const messages = useMessages();
  const leftExamRef = useRef(messages.violationLeftExam);
  useEffect(() => {
    leftExamRef.current = messages.violationLeftExam;
  }, [messages]);
  useEffect(() => {
    clearTimeout(leaveTimer.current);
    return () => {
      if (!loadedRef.current || isFinished() || claim.isTakenOver()) return;
      leaveTimer.current = setTimeout(() => {
        void api.exams.mistake({ exam_id: examId, name: leftExamRef.current, type: 3, claim: claim.claim });
      }, 0);
    };
  }, [api, examId, isFinished, claim]);

  // A violation's report: a refused or lost report says why in the violation's dialog (the
  // teacher would not see it).
  const report = useApiMutation(
    async (v: Violation) => {
      const r = await api.exams.mistake({ exam_id: examId, name: v.name, type: v.level, claim: claim.claim });
      // Another page holds the attempt: this one stops, its report is not the student's leave.
      if (!r.ok && r.code === 'taken_over') {
        claim.lost();
        setViolation(null);
        return { ok: true as const, status: 200, message: '', data: { message: '', termination: false, mistakes: 0 } };
      }
      return r;
    },
    {
      toastErrors: false,
      successText: false,
      onSuccess: (data) => {
        if (data.termination) finish();
      },
    },
  );
  const log = (kind: 'left' | 'hidden', keepalive = false) =>
    void api.exams.connection({ exam_id: examId, events: [{ kind, at: new Date().toISOString() }] }, { keepalive });
  const { devtoolsOpen } = useExamMonitor({
    active: loaded && !done && !claim.takenOver,
    onViolation: (v) => {
      setViolation(v);
      void report.run(v);
    },
    onConnection: (online) => void sync?.setOnline(online),
    // Closing or reloading the page: marked (the next load of this tab is a reload) and logged, never counted.
    onPageLeave: () => {
      claim.markLeaving();
      log('left', true);
    },
    onPhoneHidden: () => log('hidden'),
  });
  return { violation, dismissViolation: () => setViolation(null), reportError: report.error, devtoolsOpen };
}
