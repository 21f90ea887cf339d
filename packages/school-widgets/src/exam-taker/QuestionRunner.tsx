import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type StudentExam, type StudentQuestion } from '@school/api';
import { Alert, Button, Card, ConfirmDialog, Dialog, DialogClose, LoadingState, RadioGroup, TimerRing, tokens } from '@school/ui';
import { fill } from '../shared/text';
import { useApiMutation } from '../shared/query';
import type { ExamJournal } from './journal';
import { createAnswerSync, type AnswerSync, type SaveState } from './sync';
import { useExamMonitor } from './monitor';
import { figuresUsedBy, violationText, type Violation } from './logic';
import { ExamFigures } from './Briefing';

export interface QuestionRunnerProps {
  api: ApiClient;
  exam: StudentExam;
  studentId: string;
  deadline: string;
  startedAt: string;
  serverNow: string;
  openJournal: () => Promise<ExamJournal>;
  onFinished: () => void;
}

/** How long 'Time's up!' stays on the screen before the finished screen (issue 17: at least 2 s). */
export const TIMES_UP_HOLD_MS = 2500;

const saveLabel: Record<SaveState, string> = {
  saved: messages.examSaved,
  saving: messages.examSaving,
  offline: messages.examSavedOffline,
  refused: messages.examTimeOver,
};

/** One question per page, the timer ring, saving through the journal, monitoring, submit and auto-submit. */
export function QuestionRunner({ api, exam, studentId, deadline, startedAt, serverNow, openJournal, onFinished }: QuestionRunnerProps) {
  const [questions, setQuestions] = useState<StudentQuestion[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Map<string, string>>(new Map());
  const [index, setIndex] = useState(0);
  const [, setVersion] = useState(0);
  const [violation, setViolation] = useState<Violation | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sync, setSync] = useState<AnswerSync | null>(null);
  const [done, setDone] = useState(false);
  const [timesUp, setTimesUp] = useState(false);
  const finished = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const autoSubmitted = useRef(false);
  const rerender = useCallback(() => setVersion((n) => n + 1), []);
  // The server's clock: its time at load minus ours then, added to ours now (ticked every second).
  const [clock, setClock] = useState(() => ({ offset: Date.parse(serverNow) - Date.now(), now: Date.now() }));
  const total = Date.parse(deadline) - Date.parse(startedAt);
  const remaining = Date.parse(deadline) - (clock.now + clock.offset);

  // The host's callback is read through a ref: a new function on a host re-render (e.g. the exam
  // read again when the connection comes back) must not reload the questions and start a second sync.
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });
  // Ended by the clock (auto-submit, or the server refusing past the deadline): 'Time's up!' stays
  // on the screen for TIMES_UP_HOLD_MS before the finished screen.
  const clockRef = useRef({ deadline: Date.parse(deadline), offset: clock.offset });
  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    setDone(true);
    const { deadline: end, offset } = clockRef.current;
    if (end - (Date.now() + offset) > 0) return onFinishedRef.current();
    setTimesUp(true);
    setTimeout(() => onFinishedRef.current(), TIMES_UP_HOLD_MS);
  }, []);

  // Load every question once (one shows at a time): a lost connection never blocks the next page.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const journal = await openJournal();
      const page = await api.exams.questionPage(studentId, exam._id, 1, Math.max(1, exam.questionCount));
      if (cancelled) return;
      if (!page.ok) {
        if (page.status === 400) return finish();
        return setLoadError(page.error);
      }
      const s = createAnswerSync({
        examId: exam._id,
        journal,
        send: (a) => api.exams.answer({ exam_id: exam._id, ...a }),
        sendEvents: (events) => api.exams.connection({ exam_id: exam._id, events }),
        onChange: rerender,
        onRefused: () => finish(),
      });
      setSync(s);
      setAnswers(await s.init(page.data.answers));
      setQuestions(page.data.questions);
      void s.flush();
    })();
    return () => {
      cancelled = true;
    };
  }, [api, exam._id, exam.questionCount, studentId, openJournal, rerender, finish]);

  // Leaving the page inside the app (a link, Back, the host navigating) unmounts the runner while
  // the exam runs: a level-3 violation (issue 17). Deferred one tick, so that React's development
  // double mount (unmount, mount again at once) is not a leave.
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loaded = useRef(false);
  useEffect(() => {
    loaded.current = !!questions;
  }, [questions]);
  useEffect(() => {
    clearTimeout(leaveTimer.current);
    return () => {
      if (!loaded.current || finished.current) return;
      leaveTimer.current = setTimeout(() => {
        void api.exams.mistake({ exam_id: exam._id, name: messages.violationLeftExam, type: 3 });
      }, 0);
    };
  }, [api, exam._id]);

  // The new question's heading takes the focus (read first; one Tab to its answers).
  useEffect(() => {
    heading.current?.focus();
  }, [index, questions]);

  // 1 s tick for the ring; what waits is sent again after the sync's own (jittered) delay.
  useEffect(() => {
    const t = setInterval(() => setClock((c) => ({ ...c, now: Date.now() })), 1000);
    return () => clearInterval(t);
  }, []);
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

  const submit = useCallback(
    async (checkFirst: boolean) => {
      setSubmitError(null);
      await sync?.flush();
      // A 400 means already submitted (the deadline sweep) or over: the attempt is finished either way.
      if (checkFirst) {
        const check = await api.exams.submit({ exam_id: exam._id, check_first: true });
        if (!check.ok) return check.status === 400 ? finish() : setSubmitError(check.error);
        if (check.data.unansweredQuestions > 0) return setConfirm(check.data.unansweredQuestions);
      }
      const r = await api.exams.submit({ exam_id: exam._id, check_first: false });
      if (!r.ok) return r.status === 400 ? finish() : setSubmitError(r.error);
      finish();
    },
    [api, exam._id, finish, sync],
  );

  // Auto-submit once at zero (the server finalises anyway after the grace).
  useEffect(() => {
    if (remaining <= 0 && questions && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void submit(false);
    }
  });

  // A violation's report: a refused or lost report was dropped without a word; the violation's
  // dialog now shows why it did not reach the server (the teacher would not see it).
  const report = useApiMutation((v: Violation) => api.exams.mistake({ exam_id: exam._id, name: v.name, type: v.level }), {
    toastErrors: false,
    successText: false,
    onSuccess: (data) => {
      if (data.termination) finish();
    },
  });
  const { devtoolsOpen } = useExamMonitor({
    active: !!questions && !done,
    onViolation: (v) => {
      setViolation(v);
      void report.run(v);
    },
    onConnection: (online) => void sync?.setOnline(online),
    onPageLeave: (v) => void api.exams.mistake({ exam_id: exam._id, name: v.name, type: v.level }, { keepalive: true }),
  });

  if (loadError) return <Alert kind="error" message={loadError} />;
  if (!questions) return <LoadingState label={messages.examLoading} />;
  if (timesUp)
    return (
      <Card>
        <TimesUp role="alert">
          <h2>{messages.examTimesUp}</h2>
          <p>{messages.examTimesUpText}</p>
        </TimesUp>
      </Card>
    );
  const q = questions[index];
  const figures = figuresUsedBy(q.text, exam.figures);
  const state = sync?.state(q._id);
  const online = sync?.isOnline() ?? true;
  const choose = (value: string) => {
    setAnswers((m) => new Map(m).set(q._id, value));
    void sync?.save(q._id, value);
  };

  return (
    <Root>
      <TimerRing
        remainingMs={remaining}
        totalMs={total}
        label={messages.examTimeLeft}
        timesUpText={messages.examTimesUp}
        moveHint={messages.examTimerHint}
      />
      {!online ? <Alert kind="warning" message={messages.examOfflineBanner} /> : null}
      <Card>
        <h2>{exam.title}</h2>
        <p aria-live="polite">{fill(messages.examQuestionOf, { n: index + 1, total: questions.length })}</p>
        <QuestionBox role="group" aria-labelledby={`q-${q._id}`}>
          <h3 id={`q-${q._id}`} ref={heading} tabIndex={-1}>
            {q.text}
          </h3>
          <ExamFigures api={api} figures={figures} />
          {q.type === 'short-answer' ? (
            <ShortAnswer key={q._id} initial={answers.get(q._id) ?? ''} onSave={choose} />
          ) : (
            <RadioGroup
              key={q._id}
              name={`answer-${q._id}`}
              label={messages.examAnswerLabel}
              value={answers.get(q._id) ?? ''}
              options={q.options.map((o) => ({ value: o, label: o }))}
              onChange={({ value }) => choose(value)}
            />
          )}
          <p role="status" data-save-state={state ?? 'none'}>
            {state ? saveLabel[state] : ''}
          </p>
        </QuestionBox>
        <Nav>
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {messages.examPrevious}
          </Button>
          <Button variant="secondary" disabled={index === questions.length - 1} onClick={() => setIndex(index + 1)}>
            {messages.examNext}
          </Button>
          <Button onClick={() => void submit(true)}>{messages.examSubmit}</Button>
        </Nav>
        <Alert kind="error" message={submitError} />
      </Card>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={messages.examUnansweredTitle}
        description={fill(messages.examUnanswered, { count: confirm ?? 0 })}
        confirmLabel={messages.examUnansweredConfirm}
        cancelLabel={messages.examUnansweredCancel}
        onConfirm={() => submit(false)}
      />
      <Dialog
        open={violation !== null}
        onOpenChange={(o) => !o && setViolation(null)}
        title={messages.examErrorTitle}
        showClose={false}
        footer={
          <DialogClose asChild>
            <Button>{messages.examClose}</Button>
          </DialogClose>
        }
      >
        <p>{violation ? violationText(violation) : ''}</p>
        <Alert kind="error" message={report.error} />
      </Dialog>
      {devtoolsOpen ? (
        <Blocker role="alertdialog" aria-label={messages.examDevtoolsOverlay}>
          <p>{messages.examDevtoolsOverlay}</p>
        </Blocker>
      ) : null}
    </Root>
  );
}

/** A short answer: saved when the typing pauses and when the field is left. */
function ShortAnswer({ initial, onSave }: { initial: string; onSave: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const last = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = (v: string) => {
    clearTimeout(timer.current);
    if (v === last.current) return;
    last.current = v;
    onSave(v);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <label>
      {messages.examAnswerLabel}
      <textarea
        value={value}
        maxLength={2000}
        rows={3}
        onChange={(e) => {
          const v = e.target.value;
          setValue(v);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(v), 600);
        }}
        onBlur={() => commit(value)}
      />
    </label>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;
const QuestionBox = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  textarea {
    display: block;
    width: 100%;
    font: inherit;
    margin-top: ${tokens.space.xs};
  }
`;
const TimesUp = styled.div`
  text-align: center;
  h2 {
    color: ${tokens.color.danger};
  }
`;
const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;
const Blocker = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: grid;
  place-items: center;
  background: ${tokens.color.surface};
  font-size: ${tokens.font.sizeLg};
`;
