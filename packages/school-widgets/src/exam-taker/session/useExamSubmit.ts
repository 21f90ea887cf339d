import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@school/api';
import type { AnswerSync } from '../sync';

export interface ExamSubmitInput {
  api: ApiClient;
  examId: string;
  sync: AnswerSync | null;
  /** The questions are on screen (auto-submit waits for them). */
  ready: boolean;
  remainingMs: number;
  finish: () => void;
}

export interface ExamSubmit {
  /** Sends what waits, then submits; with `checkFirst` asks the server how many are unanswered first. */
  submit: (checkFirst: boolean) => Promise<void>;
  submitError: string | null;
  /** Unanswered questions the student is asked about, or null when not asking. */
  confirm: number | null;
  closeConfirm: () => void;
}

/** Submit by the student, and the auto-submit once at zero (the server finalises anyway after the grace). */
export function useExamSubmit({ api, examId, sync, ready, remainingMs, finish }: ExamSubmitInput): ExamSubmit {
  const [confirm, setConfirm] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const autoSubmitted = useRef(false);
  const submit = useCallback(
    async (checkFirst: boolean) => {
      setSubmitError(null);
      await sync?.flush();
      // A 400 means already submitted (the deadline sweep) or over: the attempt is finished either way.
      if (checkFirst) {
        const check = await api.exams.submit({ exam_id: examId, check_first: true });
        if (!check.ok) return check.status === 400 ? finish() : setSubmitError(check.error);
        if (check.data.unansweredQuestions > 0) return setConfirm(check.data.unansweredQuestions);
      }
      const r = await api.exams.submit({ exam_id: examId, check_first: false });
      if (!r.ok) return r.status === 400 ? finish() : setSubmitError(r.error);
      finish();
    },
    [api, examId, finish, sync],
  );
  useEffect(() => {
    if (remainingMs <= 0 && ready && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void submit(false);
    }
  });
  const closeConfirm = useCallback(() => setConfirm(null), []);
  return { submit, submitError, confirm, closeConfirm };
}
