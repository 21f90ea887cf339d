import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, StudentExam, StudentQuestion } from '@school/api';
import { useMessages } from '../../shared/intl';
import type { ExamJournal } from '../journal';
import { createAnswerSync, type AnswerSync, type SaveState } from '../sync';
import type { AttemptClaim } from './useAttemptClaim';

/** What a write of a page another took over answers, without asking the server again. */
const takenOver = (error: string) => ({ ok: false as const, status: 409, error, code: 'taken_over' as const });

// ─── The questions and the answers, through the local journal ────────────────────────────────
// Every question is read once (one shows at a time): a lost connection never blocks the next page.
// Answers go through the journal and the sync (sync.ts); what waits is sent again after the sync's
// own jittered delay.

export interface AnswerJournalInput {
  api: ApiClient;
  exam: Pick<StudentExam, '_id' | 'questionCount'>;
  studentId: string;
  openJournal: () => Promise<ExamJournal>;
  /** The attempt is over on the server (a 400 reading the questions, an answer refused). */
  onGone: () => void;
  /** This page's hold on the attempt (decision 150): claimed before the questions load and before a write. */
  claim: AttemptClaim;
}

export interface AnswerJournal {
  /** Null until loaded. */
  questions: StudentQuestion[] | null;
  loadError: string | null;
  answers: Map<string, string>;
  /** Saves an answer (journal first, then the server). */
  choose: (questionId: string, value: string) => void;
  saveState: (questionId: string) => SaveState | undefined;
  online: boolean;
  /** Null until loaded. */
  sync: AnswerSync | null;
}

export function useAnswerJournal({ api, exam, studentId, openJournal, onGone, claim }: AnswerJournalInput): AnswerJournal {
  const [questions, setQuestions] = useState<StudentQuestion[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Map<string, string>>(new Map());
  const [sync, setSync] = useState<AnswerSync | null>(null);
  // The sync's states live in it; a change re-renders what shows them.
  const [, setVersion] = useState(0);
  const rerender = useCallback(() => setVersion((n) => n + 1), []);
  // The taken-over text in the reader's language, read when it is answered: a language switch does
  // not open the journal and read the questions again.
  const messages = useMessages();
  const takenOverText = useRef(messages.examTakenOver);
  useEffect(() => {
    takenOverText.current = messages.examTakenOver;
  }, [messages]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const journal = await openJournal();
      // This page holds the attempt before it reads or writes (a failure is tried again by the first write).
      await claim.take();
      if (cancelled) return;
      const page = await api.exams.questionPage(studentId, exam._id, 1, Math.max(1, exam.questionCount));
      if (cancelled) return;
      if (!page.ok) {
        if (page.status === 400) return onGone();
        return setLoadError(page.error);
      }
      const s = createAnswerSync({
        examId: exam._id,
        journal,
        send: async (a) => {
          if (claim.isTakenOver()) return takenOver(takenOverText.current);
          if (!claim.held()) {
            const c = await claim.take();
            if (!c.ok) return c;
          }
          return api.exams.answer({ exam_id: exam._id, ...a, claim: claim.claim });
        },
        onTakenOver: claim.lost,
        sendEvents: (events) => api.exams.connection({ exam_id: exam._id, events }),
        onChange: rerender,
        onRefused: () => onGone(),
      });
      setSync(s);
      setAnswers(await s.init(page.data.answers));
      setQuestions(page.data.questions);
      void s.flush();
    })();
    return () => {
      cancelled = true;
    };
    // The claim's functions are stable for the page (useAttemptClaim).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, exam._id, exam.questionCount, studentId, openJournal, rerender, onGone, claim.claim]);

  // What waits is sent again after the sync's own (jittered) delay.
  useEffect(() => {
    if (!sync) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (sync.pending()) await sync.flush();
      if (!stopped) timer = setTimeout(() => void tick(), sync.nextRetryMs());
    };
    timer = setTimeout(() => void tick(), sync.nextRetryMs());
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sync]);

  const choose = useCallback(
    (questionId: string, value: string) => {
      setAnswers((m) => new Map(m).set(questionId, value));
      void sync?.save(questionId, value);
    },
    [sync],
  );
  return {
    questions,
    loadError,
    answers,
    choose,
    saveState: (questionId) => sync?.state(questionId),
    online: sync?.isOnline() ?? true,
    sync,
  };
}
