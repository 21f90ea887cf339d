import { useState } from 'react';
import {
  messages,
  questionRequestSchema,
  questionTypes,
  type ApiClient,
  type QuestionType,
  type TeacherExam,
  type TeacherQuestion,
} from '@school/api';
import { Card, EmptyState, RadioGroup, Select, TextField } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { TextAreaField } from '../shared/TextAreaField';
import { confirmed, useApiMutation } from '../shared/query';
import { fill } from '../shared/text';
import { ItemActions, ItemForm, List } from './ItemEditor';
import { formValidationText } from '../shared/validationText';

export const questionTypeLabel: Record<QuestionType, string> = {
  'multiple-choice': messages.examTypeMultiple,
  'true-false': messages.examTypeTrueFalse,
  'short-answer': messages.examTypeShort,
};

interface Draft {
  text: string;
  type: QuestionType;
  options: string;
  correct: string;
}
const emptyDraft: Draft = { text: '', type: 'multiple-choice', options: '', correct: '' };
const draftOf = (q: TeacherQuestion): Draft => ({
  text: q.text,
  type: q.type,
  options: q.options.join('\n'),
  correct: q.answer_id.correctAnswer,
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
});

export interface ExamQuestionsProps {
  api: ApiClient;
  teacherId: string;
  exam: TeacherExam;
}

/** The questions list and the question form, which toggles between add and edit (spec 001 §4). */
export function ExamQuestions({ api, teacherId, exam }: ExamQuestionsProps) {
  // Locked once anybody has started (ExamDetail says why): the list only.
  const locked = exam.studentExamTaken > 0;
  const [editing, setEditing] = useState<TeacherQuestion | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const [deleting, setDeleting] = useState<{ q: TeacherQuestion; n: number } | null>(null);
  const cache = { invalidates: [['exams']], toastErrors: false as const };
  const save = useApiMutation(
    (d: Draft) => (editing ? api.exams.questions.update(exam._id, editing._id, bodyOf(d)) : api.exams.questions.add(exam._id, bodyOf(d))),
    { ...cache, onSuccess: () => reset(null) },
  );
  const remove = useApiMutation((q: TeacherQuestion) => api.exams.questions.remove(teacherId, exam._id, q._id), cache);
  const parsed = questionRequestSchema.safeParse(bodyOf(draft), { error: formValidationText });
  const errorOf = (field: string) =>
    submitted && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;

  function reset(q: TeacherQuestion | null) {
    setEditing(q);
    setDraft(q ? draftOf(q) : emptyDraft);
    setSubmitted(false);
    save.reset();
  }
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const formTitle = editing ? messages.examQuestionEdit : messages.examQuestionAdd;

  return (
    <Card title={`${messages.examQuestionsHeading} (${exam.questions.length})`} headingLevel={3}>
      {exam.questions.length === 0 ? <EmptyState title={messages.examNoQuestions} /> : null}
      <List>
        {exam.questions.map((q, i) => (
          <li key={q._id} data-editing={editing?._id === q._id || undefined}>
            <strong>{fill(messages.examQuestionNumber, { n: i + 1 })}</strong> <span>({questionTypeLabel[q.type]})</span>
            <p>{q.text}</p>
            {q.type === 'multiple-choice' ? (
              <ol type="a">
                {q.options.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ol>
            ) : null}
            <p>{fill(messages.examCorrectAnswerLabel, { answer: q.answer_id.correctAnswer })}</p>
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
          busy={save.isPending}
          error={save.error}
          onSubmit={() => {
            setSubmitted(true);
            if (parsed.success) void save.run(draft);
          }}
          onCancelEdit={() => reset(null)}
        >
          <TextAreaField
            label={messages.examQuestionText}
            rows={2}
            value={draft.text}
            error={errorOf('text')}
            onChange={(e) => set({ text: e.currentTarget.value })}
          />
          <Select
            label={messages.examQuestionType}
            value={draft.type}
            options={questionTypes.map((t) => ({ value: t, label: questionTypeLabel[t] }))}
            onChange={(e) => set({ type: e.currentTarget.value as QuestionType, correct: '' })}
          />
          {draft.type === 'multiple-choice' ? (
            <>
              <TextAreaField
                label={messages.examQuestionOptions}
                rows={4}
                value={draft.options}
                error={errorOf('options')}
                onChange={(e) => set({ options: e.currentTarget.value })}
              />
              <Select
                label={messages.examQuestionCorrect}
                placeholder=" "
                value={draft.correct}
                error={errorOf('correctAnswer')}
                options={bodyOf(draft).options.map((o) => ({ value: o, label: o }))}
                onChange={(e) => set({ correct: e.currentTarget.value })}
              />
            </>
          ) : draft.type === 'true-false' ? (
            <RadioGroup
              label={messages.examQuestionCorrect}
              orientation="horizontal"
              value={draft.correct}
              error={errorOf('correctAnswer')}
              options={[
                { value: 'True', label: messages.examTrue },
                { value: 'False', label: messages.examFalse },
              ]}
              onChange={({ value }) => set({ correct: value })}
            />
          ) : (
            <TextField
              label={messages.examQuestionCorrect}
              value={draft.correct}
              error={errorOf('correctAnswer')}
              onChange={(e) => set({ correct: e.currentTarget.value })}
            />
          )}
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
