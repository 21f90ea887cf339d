import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, ConfirmDialog, Dialog, DialogClose, LoadingState, RadioGroup, TimerRing, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import type { SaveState } from './sync';
import { figuresOfQuestion, violationText } from './logic';
import { ExamFigures } from './Briefing';
import { useExamSession, type ExamSessionInput } from './session/useExamSession';

/** The timer ring's size and its gap to the window's corner, in px (TimerRing's size and margin). */
const RING_SIZE = 96;
const RING_MARGIN = 16;

/** What the question screen needs: the attempt's session input (useExamSession). */
export type QuestionRunnerProps = ExamSessionInput;

/** What the save state of the shown answer says. */
const saveLabel = ({ messages }: Texts, state: SaveState): string =>
  state === 'saved'
    ? messages.examSaved
    : state === 'saving'
      ? messages.examSaving
      : state === 'offline'
        ? messages.examSavedOffline
        : messages.examTimeOver;

/** One question per page under the timer ring; the attempt itself (clock, journal, monitoring, submit) is useExamSession's. */
export function QuestionRunner(props: QuestionRunnerProps) {
  const { api, exam } = props;
  const { clock, end, journal, submit, integrity, claim, index, goTo } = useExamSession(props);
  const t = useTexts();
  const { messages, fill } = t;
  const { questions } = journal;
  const heading = useRef<HTMLHeadingElement>(null);

  // The new question's heading takes the focus (read first; one Tab to its answers).
  useEffect(() => {
    heading.current?.focus();
  }, [index, questions]);

  // Another tab or device opened the attempt since: it goes on there; nothing of this page is lost
  // (saved answers are the server's, unsent ones wait in this device's journal for the newer tab).
  if (claim.takenOver)
    return (
      <Card>
        <TakenOver role="alert">
          <h2>{messages.examTakenOverTitle}</h2>
          <p>{messages.examTakenOverText}</p>
          <Button variant="secondary" onClick={() => void claim.take()}>
            {messages.examTakenOverHere}
          </Button>
        </TakenOver>
      </Card>
    );
  if (journal.loadError) return <Alert kind="error" message={journal.loadError} />;
  if (!questions) return <LoadingState label={messages.examLoading} />;
  if (end.timesUp)
    return (
      <Card>
        <TimesUp role="alert">
          <h2>{messages.examTimesUp}</h2>
          <p>{messages.examTimesUpText}</p>
        </TimesUp>
      </Card>
    );
  const q = questions[index];
  const figures = figuresOfQuestion(q, exam.figures);
  const state = journal.saveState(q._id);
  const choose = (value: string) => journal.choose(q._id, value);
  const { violation } = integrity;

  return (
    <Root>
      <TimerRing
        remainingMs={clock.remainingMs}
        totalMs={clock.totalMs}
        label={messages.examTimeLeft}
        timesUpText={messages.examTimesUp}
        moveHint={messages.examTimerHint}
        size={RING_SIZE}
        margin={RING_MARGIN}
      />
      {!journal.online ? <Alert kind="warning" message={messages.examOfflineBanner} /> : null}
      <Card>
        <h2>{exam.title}</h2>
        <p aria-live="polite">{fill(messages.examQuestionOf, { n: index + 1, total: questions.length })}</p>
        <QuestionBox role="group" aria-labelledby={`q-${q._id}`}>
          <h3 id={`q-${q._id}`} ref={heading} tabIndex={-1}>
            {q.text}
          </h3>
          <ExamFigures api={api} figures={figures} />
          {q.type === 'short-answer' ? (
            <ShortAnswer key={q._id} initial={journal.answers.get(q._id) ?? ''} onSave={choose} />
          ) : (
            <RadioGroup
              key={q._id}
              name={`answer-${q._id}`}
              label={messages.examAnswerLabel}
              value={journal.answers.get(q._id) ?? ''}
              options={q.options.map((o) => ({ value: o, label: o }))}
              onChange={({ value }) => choose(value)}
            />
          )}
          <p role="status" data-save-state={state ?? 'none'}>
            {state ? saveLabel(t, state) : ''}
          </p>
        </QuestionBox>
        <Nav>
          <Button variant="secondary" disabled={index === 0} onClick={() => goTo(index - 1)}>
            {messages.examPrevious}
          </Button>
          <Button variant="secondary" disabled={index === questions.length - 1} onClick={() => goTo(index + 1)}>
            {messages.examNext}
          </Button>
          <Button onClick={() => void submit.submit(true)}>{messages.examSubmit}</Button>
        </Nav>
        <Alert kind="error" message={submit.submitError} />
      </Card>
      <ConfirmDialog
        open={submit.confirm !== null}
        onOpenChange={(o) => !o && submit.closeConfirm()}
        title={messages.examUnansweredTitle}
        description={fill(messages.examUnanswered, { count: submit.confirm ?? 0 })}
        confirmLabel={messages.examUnansweredConfirm}
        cancelLabel={messages.examUnansweredCancel}
        onConfirm={() => submit.submit(false)}
      />
      <Dialog
        open={violation !== null}
        onOpenChange={(o) => !o && integrity.dismissViolation()}
        title={messages.examErrorTitle}
        showClose={false}
        footer={
          <DialogClose asChild>
            <Button>{messages.examClose}</Button>
          </DialogClose>
        }
      >
        <p>{violation ? violationText(t, violation) : ''}</p>
        <Alert kind="error" message={integrity.reportError} />
      </Dialog>
      {integrity.devtoolsOpen ? (
        <Blocker role="alertdialog" aria-label={messages.examDevtoolsOverlay}>
          <p>{messages.examDevtoolsOverlay}</p>
        </Blocker>
      ) : null}
    </Root>
  );
}

/** A short answer: saved when the typing pauses and when the field is left. */
function ShortAnswer({ initial, onSave }: { initial: string; onSave: (v: string) => void }) {
  const messages = useTexts().messages;
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

// The ring floats over the bottom-right corner of the window. The page keeps a strip of the
// ring's height (and its gap on both sides) free at its end, so scrolled to the end nothing lies
// under the ring, on a phone or a desktop (issue 38: it covered Submit exam at 390 × 844); a button
// reached by Tab is scrolled clear of the ring too (scroll-margin).
const RING_CLEARANCE = RING_SIZE + 2 * RING_MARGIN;
const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  padding-bottom: ${RING_CLEARANCE}px;
  button {
    scroll-margin-bottom: ${RING_CLEARANCE}px;
  }
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
const TakenOver = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  justify-items: start;
  h2 {
    margin: 0;
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
