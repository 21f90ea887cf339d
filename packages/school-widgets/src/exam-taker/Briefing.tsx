import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient, StartExamResponse, StudentExam } from '@school/api';
import { Alert, Button, Card, Form, FormDateField, FormSubmitButton, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { useApiMutation } from '../shared/query';
import { useTextsForm } from '../shared/schemaText';

const birthSchema = z.object({ birth_date: z.string().min(1) });

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
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDateTime } = t.format;
  const [step, setStep] = useState<'guard' | 'instructions'>('guard');
  const form = useTextsForm(birthSchema, { defaultValues: { birth_date: '' } });
  const hasDate = !!form.watch('birth_date');
  // Each step starts with the focus on its heading (the code dialog that led here is gone): Begin is
  // the next Tab; on the instructions the date field has it.
  const guardHeading = useRef<HTMLHeadingElement>(null);
  const { setFocus } = form;
  useEffect(() => {
    if (step === 'guard') guardHeading.current?.focus();
    else setFocus('birth_date');
  }, [step, setFocus]);
  // The form shows a refusal (a wrong date of birth, the window closed) itself.
  const start = useApiMutation(
    ({ birth_date }: z.output<typeof birthSchema>) =>
      api.exams.start({ exam_id: exam._id, student_id: studentId, start_time: Date.now(), exam_code: code || undefined, birth_date }),
    { toastErrors: false, successText: false, onSuccess: (data) => onStarted(data) },
  );
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
      <Form form={form} onSubmit={async (v) => void (await start.run(v))} aria-label={messages.examInstructionsTitle}>
        <FormDateField name="birth_date" label={messages.examBirthDateLabel} required />
        <Alert kind="error" message={start.error} />
        <FormSubmitButton disabled={!hasDate}>{messages.examStart}</FormSubmitButton>
      </Form>
    </Card>
  );
}

/** The exam's figures (images read with the token in the path). */
export function ExamFigures({ api, figures }: { api: ApiClient; figures: StudentExam['figures'] }) {
  const { messages, fill } = useTexts();
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
