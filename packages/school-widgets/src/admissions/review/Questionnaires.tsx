import { useState } from 'react';
import { z } from 'zod';
import type { ApiClient, Messages, Questionnaire, QuestionnaireFileType, StudentRecord } from '@school/api';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogFooter,
  EmptyState,
  FileViewer,
  Form,
  FormSelect,
  FormSubmitButton,
  LoadingState,
  Stack,
} from '@school/ui';
import { FormTextAreaField } from '../../shared/TextAreaField';
import { useTextsForm } from '../../shared/schemaText';
import { confirmed, useApiMutation, useApiQuery } from '../../shared/query';
import { queryKeys } from '../../shared/queryKeys';
import { APPROVE_NOTICE_MS, useNotice } from '../../shared/useNotice';
import { ItemList, Section } from './EntranceExams';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { useTexts } from '../../shared/intl';

/** The names of the file types a questionnaire asks for, in the reader's language. */
const fileTypeLabel = (messages: Messages): Record<QuestionnaireFileType, string> => ({
  all: messages.fileTypeAll,
  pdf: messages.fileTypePdf,
  word: messages.fileTypeWord,
  image: messages.fileTypeImage,
});

/** A file answer's name as the applicant had it (the stored name only for an answer from before names were kept). */
const answerFileName = (q: Questionnaire) => q.answer_id?.name ?? q.answer_id?.answer ?? '';

/** The questionnaires sent to an applicant: create, edit, delete (confirmed); answers shown once given. */
export function Questionnaires({ api, student }: { api: ApiClient; student: StudentRecord }) {
  const { messages, fill } = useTexts();
  const notice = useNotice(APPROVE_NOTICE_MS);
  const receiver = student.user_id._id;
  const listKey = queryKeys.applicants.questionnaires(receiver);
  const list = useApiQuery(listKey, () => api.applicants.questionnaires.list(receiver));
  const removal = useApiMutation((q: Questionnaire) => api.applicants.questionnaires.remove(q._id), {
    announce: notice,
    successText: messages.deleted,
    invalidates: [listKey],
  });
  const [editing, setEditing] = useState<Questionnaire | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Questionnaire | null>(null);
  const [viewing, setViewing] = useState<{ q: Questionnaire; name: string } | null>(null);
  const items = list.data?.questionnaires ?? [];

  const remove = async () => {
    if (deleting) await confirmed(removal, deleting);
  };

  return (
    <Section aria-labelledby="questionnaires-heading">
      <h2 id="questionnaires-heading">{messages.questionnaires}</h2>
      <div>
        <Button size="sm" onClick={() => setEditing('new')}>
          {messages.addQuestionnaire}
        </Button>
      </div>
      {list.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
      {list.status === 'error' ? <Alert kind="error" message={`${messages.errorPrefix}${list.error}`} /> : null}
      {list.status === 'success' && items.length === 0 ? <EmptyState title={messages.noQuestionnaires} /> : null}
      <ItemList as="ol">
        {items.map((q, i) => (
          <li key={q._id}>
            <p>
              <strong>{i + 1}. </strong>
              {q.question}
            </p>
            <small>
              {messages.answerTypeLabel}:{' '}
              {q.type === 'text' ? messages.answerTypeText : `${messages.answerTypeFile} (${fileTypeLabel(messages)[q.fileType]})`}
            </small>
            <p>
              <em>{messages.answerLabel}: </em>
              {q.answer_id
                ? q.type === 'file'
                  ? fill(messages.fileAnswer, { name: answerFileName(q) })
                  : q.answer_id.answer
                : messages.notAnswered}
            </p>
            <Stack direction="row" gap="sm">
              {q.type === 'file' && q.answer_id ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={fill(messages.viewAnswerFileOf, { name: answerFileName(q) })}
                  onClick={() => setViewing({ q, name: answerFileName(q) })}
                >
                  {messages.viewAnswerFile}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                aria-label={fill(messages.editQuestionnaire, { index: i + 1 })}
                onClick={() => setEditing(q)}
              >
                {messages.editAction}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={fill(messages.deleteQuestionnaire, { index: i + 1 })}
                onClick={() => setDeleting(q)}
              >
                {messages.deleteAction}
              </Button>
            </Stack>
          </li>
        ))}
      </ItemList>
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? messages.addQuestionnaireTitle : messages.editQuestionnaireTitle}
      >
        {editing !== null ? (
          <QuestionnaireForm
            api={api}
            receiverId={receiver}
            item={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={viewing !== null} onOpenChange={(o) => !o && setViewing(null)} title={viewing?.name ?? ''} size="lg">
        {viewing ? (
          <FileViewer
            url={api.fileUrl('questionniare', viewing.q.answer_id!.answer, viewing.q._id)}
            fileName={viewing.name}
            title={viewing.name}
          />
        ) : null}
      </Dialog>
      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={messages.deleteQuestionnaireTitle}
        onConfirm={remove}
      />
    </Section>
  );
}

function QuestionnaireForm({
  api,
  receiverId,
  item,
  onDone,
}: {
  api: ApiClient;
  receiverId: string;
  item?: Questionnaire;
  onDone: () => void;
}) {
  const { messages } = useTexts();
  const notice = useNotice(APPROVE_NOTICE_MS);
  const form = useTextsForm(questionnaireSchema, {
    defaultValues: { question: item?.question ?? '', type: item?.type ?? 'text', fileType: item?.fileType ?? 'all' },
  });
  const type = form.watch('type');
  // The dialog shows a refusal itself; the server checks the question.
  const save = useApiMutation(
    (body: QuestionnaireValues) =>
      item ? api.applicants.questionnaires.edit(item._id, body) : api.applicants.questionnaires.add({ ...body, receiver_id: receiverId }),
    {
      announce: notice,
      toastErrors: false,
      successText: messages.added,
      invalidates: [queryKeys.applicants.questionnaires(receiverId)],
    },
  );

  const submit = async (values: QuestionnaireValues) => {
    const result = await save.run(values);
    if (result.ok) onDone();
  };

  return (
    <Form form={form} aria-label={item ? messages.editQuestionnaireTitle : messages.addQuestionnaireTitle} onSubmit={submit}>
      <FormTextAreaField name="question" label={messages.questionLabel} rows={4} />
      <FormSelect
        name="type"
        label={messages.answerTypeLabel}
        options={[
          { value: 'text', label: messages.answerTypeText },
          { value: 'file', label: messages.answerTypeFile },
        ]}
      />
      {type === 'file' ? (
        <FormSelect
          name="fileType"
          label={messages.fileTypeLabel}
          options={Object.entries(fileTypeLabel(messages)).map(([value, label]) => ({ value, label }))}
        />
      ) : null}
      <Alert kind="error" message={save.error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{messages.cancelAction}</Button>
        </DialogClose>
        <FormSubmitButton>{messages.saveAction}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}

const questionnaireSchema = z.object({
  question: z.string(),
  type: z.enum(['text', 'file']),
  fileType: z.custom<QuestionnaireFileType>(),
});
type QuestionnaireValues = z.infer<typeof questionnaireSchema>;
