import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, StartExamResponse } from '@school/api';
import { tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { queryFallback } from '../shared/QueryFallback';
import { openJournal as openIndexedDb, type ExamJournal } from './journal';
import { StartPanel } from './StartPanel';
import { Briefing } from './Briefing';
import { QuestionRunner } from './QuestionRunner';
import { FinishedPanel } from './FinishedPanel';

export interface ExamTakerProps {
  /** The API client (the student's or applicant's token). */
  api: ApiClient;
  /** The taker's login ID. */
  studentId: string;
  examId: string;
  /** Back to the list (or the onboarding for an applicant). */
  onBack: () => void;
  /** Opens the own result ('show my result'); shown once announced. @default undefined */
  onShowResult?: () => void;
  /** The local journal (tests inject one). @default IndexedDB */
  openJournal?: () => Promise<ExamJournal>;
  /** The text of the finished screen's back button (an applicant goes back to the onboarding). @default 'Back to my exams' */
  backLabel?: string;
  /**
   * Told when the exam starts and stops running (questions on screen), so a host can take away
   * what leads elsewhere (the portal hides its sidebar and asks before Back). @default undefined
   */
  onRunningChange?: (running: boolean) => void;
}

type Stage = 'start' | 'briefing' | 'running' | 'finished';

/**
 * The whole exam for a taker (spec 001 §2, §4, §9): start screen with the code dialog, the guard
 * screen and instructions (date of birth), one question per page with the server's timer, each
 * answer saved at once through a local journal, monitoring, and the finished screen.
 */
export function ExamTaker({
  api,
  studentId,
  examId,
  onBack,
  onShowResult,
  openJournal = openIndexedDb,
  backLabel,
  onRunningChange,
}: ExamTakerProps) {
  const query = useApiQuery(queryKeys.exams.forStudent(studentId, examId), () => api.exams.forStudent(studentId, examId), { staleTime: 0 });
  const [stage, setStage] = useState<Stage | null>(null);
  const [code, setCode] = useState('');
  const [started, setStarted] = useState<StartExamResponse | null>(null);
  const loaded = query.status === 'success' || !!started;
  const exam = loaded ? query.data!.exam : null;
  const attempt = started?.attempt ?? exam?.attempt;
  const current: Stage = stage ?? (attempt ? (attempt.submitted_at ? 'finished' : 'running') : 'start');
  const running = loaded && current === 'running';
  useEffect(() => {
    onRunningChange?.(running);
  }, [running, onRunningChange]);
  useEffect(() => () => onRunningChange?.(false), [onRunningChange]);
  if (query.status !== 'success' && !started) return queryFallback(query, onBack);
  if (!exam) return null;

  return (
    <Root data-stage={current}>
      {current === 'start' ? (
        <StartPanel
          api={api}
          exam={exam}
          onBack={onBack}
          onEntered={(entered) => {
            setCode(entered);
            setStage('briefing');
          }}
        />
      ) : null}
      {current === 'briefing' ? (
        <Briefing
          api={api}
          exam={exam}
          studentId={studentId}
          code={code}
          onStarted={(s) => {
            setStarted(s);
            setStage('running');
          }}
        />
      ) : null}
      {current === 'running' && attempt ? (
        <QuestionRunner
          api={api}
          exam={exam}
          studentId={studentId}
          deadline={attempt.deadline}
          startedAt={attempt.start_time}
          serverNow={started?.serverNow ?? exam.serverNow}
          openJournal={openJournal}
          onFinished={() => {
            setStage('finished');
            void query.reload();
          }}
        />
      ) : null}
      {current === 'finished' ? (
        <FinishedPanel
          exam={query.status === 'success' ? query.data.exam : exam}
          onBack={onBack}
          onShowResult={onShowResult}
          backLabel={backLabel}
        />
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  max-width: 920px;
  h2 {
    margin: 0;
  }
`;
