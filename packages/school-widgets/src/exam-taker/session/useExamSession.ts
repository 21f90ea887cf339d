import { useCallback, useState } from 'react';
import type { ApiClient, StudentExam } from '@school/api';
import type { ExamJournal } from '../journal';
import { useServerClock } from './useServerClock';
import { useExamFinish } from './useExamFinish';
import { useAnswerJournal } from './useAnswerJournal';
import { useExamSubmit } from './useExamSubmit';
import { useExamIntegrity } from './useExamIntegrity';
import { storedQuestionIndex, storeQuestionIndex, useAttemptClaim } from './useAttemptClaim';

// ─── One attempt on the page: clock, journal, monitoring, submit ─────────────────────────────
// Everything the question screen (QuestionRunner) shows comes from here; the screen only renders.

export interface ExamSessionInput {
  api: ApiClient;
  exam: StudentExam;
  studentId: string;
  deadline: string;
  startedAt: string;
  serverNow: string;
  openJournal: () => Promise<ExamJournal>;
  onFinished: () => void;
}

export function useExamSession({ api, exam, studentId, deadline, startedAt, serverNow, openJournal, onFinished }: ExamSessionInput) {
  const clock = useServerClock({ deadline, startedAt, serverNow });
  const end = useExamFinish(clock.msLeft, onFinished);
  const claim = useAttemptClaim(api, exam._id);
  const journal = useAnswerJournal({ api, exam, studentId, openJournal, onGone: end.finish, claim });
  const loaded = !!journal.questions;
  const submit = useExamSubmit({
    api,
    examId: exam._id,
    sync: journal.sync,
    ready: loaded,
    remainingMs: clock.remainingMs,
    finish: end.finish,
  });
  const integrity = useExamIntegrity({
    api,
    examId: exam._id,
    loaded,
    done: end.done,
    isFinished: end.isFinished,
    finish: end.finish,
    sync: journal.sync,
    claim,
  });
  // A reload shows the question the tab showed last (kept in the tab's session storage).
  const [index, setIndex] = useState(() => storedQuestionIndex(exam._id));
  const count = journal.questions?.length ?? 0;
  const shown = count > 0 ? Math.min(index, count - 1) : 0;
  const goTo = useCallback(
    (i: number) => {
      storeQuestionIndex(exam._id, i);
      setIndex(i);
    },
    [exam._id],
  );
  return { clock, end, journal, submit, integrity, claim, index: shown, goTo };
}

export type ExamSession = ReturnType<typeof useExamSession>;
