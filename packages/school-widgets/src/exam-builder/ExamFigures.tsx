import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { figureFieldsSchema, type ApiClient, type ExamFigure, type TeacherExam } from '@school/api';
import { Card, EmptyState, FileInput, FormTextField, tokens } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';
import { confirmed, useApiMutation } from '../shared/query';
import { useTexts, type Texts } from '../shared/intl';
import { ItemActions, ItemForm, List } from './ItemEditor';
import { formValidationText } from '../shared/validationText';
import { queryKeys } from '../shared/queryKeys';

interface Draft {
  figureNumber: string;
  description: string;
  image: File | null;
}
const emptyDraft: Draft = { figureNumber: '', description: '', image: null };

/** The contract's figure rules (figureFieldsSchema); a new figure needs its image, an edited one keeps its own. */
function figureSchema(t: Texts, editing: boolean) {
  const { messages } = t;
  return z.object({ figureNumber: z.string(), description: z.string(), image: z.custom<File | null>() }).superRefine((d, ctx) => {
    const parsed = figureFieldsSchema.safeParse(
      { figureNumber: d.figureNumber, description: d.description },
      { error: (issue) => formValidationText(t, issue) },
    );
    const numberError = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'figureNumber')?.message;
    if (numberError) ctx.addIssue({ code: 'custom', path: ['figureNumber'], message: numberError });
    if (!editing && !d.image) ctx.addIssue({ code: 'custom', path: ['image'], message: messages.examFigureImageRequired });
  }) satisfies z.ZodType<Draft>;
}

export interface ExamFiguresProps {
  api: ApiClient;
  teacherId: string;
  exam: TeacherExam;
}

/** The figures list and the figure form (image, number, description), toggling between add and edit (spec 001 §4). */
export function ExamFigures({ api, teacherId, exam }: ExamFiguresProps) {
  const t = useTexts();
  const { messages, fill } = t;
  // Locked once anybody has started (ExamDetail says why): the list only.
  const locked = exam.studentExamTaken > 0;
  const [editing, setEditing] = useState<ExamFigure | null>(null);
  const schema = useMemo(() => figureSchema(t, !!editing), [t, editing]);
  // Checked on submit, then as the teacher corrects (the errors show after the first Add/Save).
  const form = useTextsForm(schema, { defaultValues: emptyDraft, mode: 'onSubmit' });
  // A new key clears the file input after a save or a mode change.
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<ExamFigure | null>(null);
  const cache = { invalidates: [queryKeys.exams.all], toastErrors: false as const };
  const save = useApiMutation(
    (d: Draft) => {
      const fields = { figureNumber: d.figureNumber, description: d.description, image: d.image };
      return editing
        ? api.exams.figures.update(teacherId, exam._id, editing._id, fields)
        : api.exams.figures.add(teacherId, exam._id, fields);
    },
    { ...cache, onSuccess: () => reset(null) },
  );
  const remove = useApiMutation((f: ExamFigure) => api.exams.figures.remove(teacherId, exam._id, f._id), cache);

  function reset(f: ExamFigure | null) {
    setEditing(f);
    form.reset(f ? { figureNumber: String(f.figureNumber), description: f.description, image: null } : emptyDraft);
    setFormKey((k) => k + 1);
    save.reset();
  }
  const formTitle = editing ? messages.examFigureEdit : messages.examFigureAdd;

  return (
    <Card title={`${messages.examFiguresHeading} (${exam.figures.length})`} headingLevel={3}>
      {exam.figures.length === 0 ? <EmptyState title={messages.examNoFigures} /> : null}
      <Figures>
        {exam.figures.map((f) => {
          const label = fill(messages.examFigureLabel, { number: f.figureNumber });
          return (
            <li key={f._id} data-editing={editing?._id === f._id || undefined}>
              <figure>
                <img src={api.fileUrl('exam_image', f.image)} alt={f.description || label} />
                <figcaption>
                  <strong>{label}</strong> {f.description}
                </figcaption>
              </figure>
              {locked ? null : (
                <ItemActions
                  editLabel={fill(messages.examFigureEditN, { number: f.figureNumber })}
                  deleteLabel={fill(messages.examFigureDeleteN, { number: f.figureNumber })}
                  onEdit={() => reset(f)}
                  onDelete={() => setDeleting(f)}
                />
              )}
            </li>
          );
        })}
      </Figures>
      {locked ? null : (
        <ItemForm
          key={formKey}
          title={formTitle}
          editing={!!editing}
          addLabel={messages.examFigureAdd}
          form={form}
          error={save.error}
          onSubmit={async (values) => void (await save.run(values))}
          onCancelEdit={() => reset(null)}
        >
          <FileInput
            label={messages.examFigureImage}
            accept="image/*"
            hint={editing ? messages.examFigureImageKeep : undefined}
            error={form.formState.errors.image?.message}
            onChange={({ files }) => form.setValue('image', files[0] ?? null, { shouldValidate: form.formState.isSubmitted })}
          />
          <FormTextField name="figureNumber" label={messages.examFigureNumber} inputMode="numeric" />
          <FormTextAreaField name="description" label={messages.examFigureDescription} rows={2} />
        </ItemForm>
      )}
      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={fill(messages.examFigureDeleteTitle, { number: deleting?.figureNumber ?? '' })}
        onConfirm={async () => {
          await confirmed(remove, deleting!);
          if (editing?._id === deleting!._id) reset(null);
        }}
      />
    </Card>
  );
}

const Figures = styled(List)`
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  figure {
    margin: 0;
    display: grid;
    gap: ${tokens.space.xs};
  }
  img {
    max-width: 100%;
    max-height: 12rem;
    object-fit: contain;
  }
`;
