import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import {
  questionRequestSchema,
  questionTypes,
  type ApiClient,
  type ExamFigure,
  type QuestionType,
  type TeacherExam,
  type TeacherQuestion,
} from '@school/api';
import styled from 'styled-components';
import { Card, Checkbox, EmptyState, FormSelect, FormTextField, RadioGroup, tokens } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';
import { confirmed, useApiMutation } from '../shared/query';
import { useTexts, type Texts } from '../shared/intl';
import { ItemActions, ItemForm, List } from './ItemEditor';
import { formValidationText } from '../shared/validationText';
import { queryKeys } from '../shared/queryKeys';

/** A true/false key as the reader's word (the wire keeps 'True' and 'False': issue 38); any other answer as written. */
const answerText = ({ messages }: Texts, type: string, answer: string) =>
  type === 'true-false' && answer === 'True'
    ? messages.examTrue
    : type === 'true-false' && answer === 'False'
      ? messages.examFalse
      : answer;

/** A question type in the reader's words. */
export const questionTypeLabel = ({ messages }: Texts, type: QuestionType): string =>
  type === 'multiple-choice' ? messages.examTypeMultiple : type === 'true-false' ? messages.examTypeTrueFalse : messages.examTypeShort;

interface Draft {
  text: string;
  type: QuestionType;
  options: string;
  correct: string;
  /** The `_id`s of the exam's figures the question shows (decision 275). */
  figures: string[];
}
const emptyDraft: Draft = { text: '', type: 'multiple-choice', options: '', correct: '', figures: [] };
const draftOf = (q: TeacherQuestion): Draft => ({
  text: q.text,
  type: q.type,
  options: q.options.join('\n'),
  correct: q.answer_id.correctAnswer,
  figures: q.figure_ids ?? [],
});
const bodyOf = (d: Draft) => ({
  text: d.text,
  type: d.type,
  options:
    d.type === 'multiple-choice'
      ? d.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean)
      : d.type === 'true-false'
        ? ['True', 'False']
        : [],
  correctAnswer: d.correct,
  // A new question without chosen figures sends none: the server links the figures its text
  // names ('Figure 2'), as for the spec's clients (decision 275). An edit always sends its choice.
  ...(d.figures.length ? { figure_ids: d.figures } : {}),
});

/** The draft's field of each field of the request (the rest are the same name). */
const draftField: Record<string, keyof Draft> = { correctAnswer: 'correct', figure_ids: 'figures' };

/** The contract's question rules (questionRequestSchema) on the request the draft makes, named on the draft's fields. */
const draftSchemaOf = (t: Texts) =>
  z
    .object({ text: z.string(), type: z.enum(questionTypes), options: z.string(), correct: z.string(), figures: z.array(z.string()) })
    .superRefine((d, ctx) => {
      const parsed = questionRequestSchema.safeParse(bodyOf(d), { error: (issue) => formValidationText(t, issue) });
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        ctx.addIssue({ code: 'custom', path: [draftField[field] ?? field], message: issue.message });
      }
    });

export interface ExamQuestionsProps {
  api: ApiClient;
  teacherId: string;
  exam: TeacherExam;
}

/** The questions list and the question form, which toggles between add and edit (spec 001 §4). */
export function ExamQuestions({ api, teacherId, exam }: ExamQuestionsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  // Locked once anybody has started (ExamDetail says why): the list only.
  const locked = exam.studentExamTaken > 0;
  const [editing, setEditing] = useState<TeacherQuestion | null>(null);
  // Checked on submit, then as the teacher corrects (the errors show after the first Add/Save).
  const draftSchema = useMemo(() => draftSchemaOf(t), [t]);
  const form = useTextsForm(draftSchema, { defaultValues: emptyDraft, mode: 'onSubmit' });
  const [deleting, setDeleting] = useState<{ q: TeacherQuestion; n: number } | null>(null);
  const cache = { invalidates: [queryKeys.exams.all], toastErrors: false as const };
  const save = useApiMutation(
    (d: Draft) =>
      editing
        ? api.exams.questions.update(exam._id, editing._id, { ...bodyOf(d), figure_ids: d.figures })
        : api.exams.questions.add(exam._id, bodyOf(d)),
    { ...cache, onSuccess: () => reset(null) },
  );
  const remove = useApiMutation((q: TeacherQuestion) => api.exams.questions.remove(teacherId, exam._id, q._id), cache);
  const draft = form.watch();
  const errors = form.formState.errors;
  // Another type has other answers: the correct answer is chosen again.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name === 'type') form.setValue('correct', '');
    });
    return () => watching.unsubscribe();
  }, [form]);

  function reset(q: TeacherQuestion | null) {
    setEditing(q);
    form.reset(q ? draftOf(q) : emptyDraft);
    save.reset();
  }
  const formTitle = editing ? messages.examQuestionEdit : messages.examQuestionAdd;
  const figureLabel = (f: ExamFigure) =>
    `${fill(messages.examFigureLabel, { number: f.figureNumber })}${f.description ? ` — ${f.description}` : ''}`;
  const figureNumbersOf = (q: TeacherQuestion) =>
    exam.figures
      .filter((f) => q.figure_ids?.includes(f._id))
      .map((f) => f.figureNumber)
      .join(', ');
  const chooseFigure = (figureId: string, chosen: boolean) => {
    const current = form.getValues('figures');
    const next = chosen ? [...current.filter((x) => x !== figureId), figureId] : current.filter((x) => x !== figureId);
    form.setValue('figures', next, { shouldDirty: true });
  };

  return (
    <Card title={`${messages.examQuestionsHeading} (${exam.questions.length})`} headingLevel={3}>
      {exam.questions.length === 0 ? <EmptyState title={messages.examNoQuestions} /> : null}
      <List>
        {exam.questions.map((q, i) => (
          <li key={q._id} data-editing={editing?._id === q._id || undefined}>
            <strong>{fill(messages.examQuestionNumber, { n: i + 1 })}</strong> <span>({questionTypeLabel(t, q.type)})</span>
            <p>{q.text}</p>
            {q.type === 'multiple-choice' ? (
              <ol type="a">
                {q.options.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ol>
            ) : null}
            <p>{fill(messages.examCorrectAnswerLabel, { answer: answerText(t, q.type, q.answer_id.correctAnswer) })}</p>
            {figureNumbersOf(q) ? <p>{fill(messages.examQuestionFiguresShown, { numbers: figureNumbersOf(q) })}</p> : null}
            {locked ? null : (
              <ItemActions
                editLabel={fill(messages.examQuestionEditN, { n: i + 1 })}
                deleteLabel={fill(messages.examQuestionDeleteN, { n: i + 1 })}
                onEdit={() => reset(q)}
                onDelete={() => setDeleting({ q, n: i + 1 })}
              />
            )}
          </li>
        ))}
      </List>
      {locked ? null : (
        <ItemForm
          title={formTitle}
          editing={!!editing}
          addLabel={messages.examQuestionAdd}
          form={form}
          error={save.error}
          onSubmit={async (values) => void (await save.run(values))}
          onCancelEdit={() => reset(null)}
        >
          <FormTextAreaField name="text" label={messages.examQuestionText} rows={2} />
          <FormSelect
            name="type"
            label={messages.examQuestionType}
            options={questionTypes.map((type) => ({ value: type, label: questionTypeLabel(t, type) }))}
          />
          {draft.type === 'multiple-choice' ? (
            <>
              <FormTextAreaField name="options" label={messages.examQuestionOptions} rows={4} />
              <FormSelect
                name="correct"
                label={messages.examQuestionCorrect}
                placeholder=" "
                options={bodyOf(draft).options.map((o) => ({ value: o, label: o }))}
              />
            </>
          ) : draft.type === 'true-false' ? (
            <RadioGroup
              label={messages.examQuestionCorrect}
              orientation="horizontal"
              value={draft.correct}
              error={errors.correct?.message}
              options={[
                { value: 'True', label: messages.examTrue },
                { value: 'False', label: messages.examFalse },
              ]}
              onChange={({ value }) => form.setValue('correct', value, { shouldValidate: form.formState.isSubmitted })}
            />
          ) : (
            <FormTextField name="correct" label={messages.examQuestionCorrect} />
          )}
          <FigureChoice>
            <legend>{messages.examQuestionFigures}</legend>
            {exam.figures.length === 0 ? <p>{messages.examQuestionNoFigures}</p> : null}
            {exam.figures.map((f) => (
              <Checkbox
                key={f._id}
                label={figureLabel(f)}
                checked={draft.figures.includes(f._id)}
                onChange={(e) => chooseFigure(f._id, e.currentTarget.checked)}
              />
            ))}
          </FigureChoice>
        </ItemForm>
      )}
      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={fill(messages.examQuestionDeleteTitle, { n: deleting?.n ?? '' })}
        onConfirm={async () => {
          await confirmed(remove, deleting!.q);
          if (editing?._id === deleting!.q._id) reset(null);
        }}
      />
    </Card>
  );
}

/** The question's figures: a labelled group of checkboxes (Tab to each, Space to choose). */
const FigureChoice = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  legend {
    font-weight: 600;
    margin-bottom: ${tokens.space.xs};
  }
  p {
    margin: 0;
  }
`;
