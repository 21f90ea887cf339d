import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type StartExamResponse, type StudentExam } from '@school/api';
import { Alert, Button, Card, tokens } from '@school/ui';
import { fill } from '../shared/text';
import { formatDateTime } from '../shared/format';

/** The guard screen (title, description, window, caution, figures), then the instructions with the date of birth and Start Exam. */
export function Briefing({
  api,
  exam,
  studentId,
  code,
  onStarted,
}: {
  api: ApiClient;
  exam: StudentExam;
  studentId: string;
  code: string;
  onStarted: (s: StartExamResponse) => void;
}) {
  const [step, setStep] = useState<'guard' | 'instructions'>('guard');
  const [birthDate, setBirthDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each step starts with the focus on its heading (the code dialog that led here is gone): Begin is
  // the next Tab; on the instructions the date field has it.
  const guardHeading = useRef<HTMLHeadingElement>(null);
  const birthField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (step === 'guard') guardHeading.current?.focus();
    else birthField.current?.focus();
  }, [step]);
  const start = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const r = await api.exams.start({
      exam_id: exam._id,
      student_id: studentId,
      start_time: Date.now(),
      exam_code: code || undefined,
      birth_date: birthDate,
    });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    onStarted(r.data);
  };
  if (step === 'guard')
    return (
      <Card>
        <h2 ref={guardHeading} tabIndex={-1}>
          {messages.examGuardTitle}
        </h2>
        <h3>{exam.title}</h3>
        {exam.description ? <p>{exam.description}</p> : null}
        <p>{fill(messages.examWindow, { start: formatDateTime(exam.start_time), end: formatDateTime(exam.end_time) })}</p>
        <p>{fill(messages.examDurationLine, { minutes: exam.duration, marks: exam.total_marks })}</p>
        <p>{fill(messages.examQuestionsCount, { count: exam.questionCount })}</p>
        {exam.caution ? <Alert kind="warning" message={`${messages.examFieldCaution}: ${exam.caution}`} /> : null}
        <ExamFigures api={api} figures={exam.figures} />
        <Button onClick={() => setStep('instructions')}>{messages.examBegin}</Button>
      </Card>
    );
  return (
    <Card>
      <h2>{messages.examInstructionsTitle}</h2>
      <p>{messages.examInstructions}</p>
      <form onSubmit={start} aria-label={messages.examInstructionsTitle}>
        <label htmlFor="exam-birth-date">{messages.examBirthDateLabel}</label>
        <input
          ref={birthField}
          id="exam-birth-date"
          type="date"
          required
          value={birthDate}
          onChange={(e) => setBirthDate(e.target.value)}
        />
        <Alert kind="error" message={error} />
        <Button type="submit" busy={busy} disabled={!birthDate}>
          {messages.examStart}
        </Button>
      </form>
    </Card>
  );
}

/** The exam's figures (images read with the token in the path). */
export function ExamFigures({ api, figures }: { api: ApiClient; figures: StudentExam['figures'] }) {
  if (figures.length === 0) return null;
  return (
    <Figures aria-label={messages.examResultFigures}>
      {figures.map((f) => (
        <figure key={f._id}>
          <img src={api.fileUrl('exam_image', f.image)} alt={f.description || fill(messages.examFigureLabel, { number: f.figureNumber })} />
          <figcaption>
            {fill(messages.examFigureLabel, { number: f.figureNumber })}
            {f.description ? ` — ${f.description}` : ''}
          </figcaption>
        </figure>
      ))}
    </Figures>
  );
}

const Figures = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  figure {
    margin: 0;
    max-width: 280px;
  }
  img {
    max-width: 100%;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
`;
