import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient, Questionnaire } from '@school/api';
import { Alert, FileInput, Form, FormSubmitButton, tokens } from '@school/ui';
import { CardList } from '../../shared/CardList';
import { FormTextAreaField } from '../../shared/TextAreaField';
import { useTextsForm } from '../../shared/schemaText';
import { useApiMutation, useApiQuery } from '../../shared/query';
import { queryKeys } from '../../shared/queryKeys';
import { acceptFor, fileTypeError } from './logic';
import { useTexts } from '../../shared/intl';

export interface QuestionnairesTabProps {
  /** The API client (the applicant's token). */
  api: ApiClient;
  /** The applicant's login ID. */
  studentId: string;
}

/** The applicant's questionnaires, one question per page, answered with text or a file of the required type. */
export function QuestionnairesTab({ api, studentId }: QuestionnairesTabProps) {
  const { messages, fill } = useTexts();
  const query = useApiQuery(queryKeys.teaching.questionnairesOf(studentId), () => api.teaching.onboarding.questionnaires(studentId));
  const [page, setPage] = useState(1);
  const items = query.data?.questionnaires ?? [];
  const current = Math.min(page, Math.max(1, items.length));
  return (
    <Root>
      {items.length > 0 ? <p>{fill(messages.onboardingQuestion, { index: current, total: items.length })}</p> : null}
      <CardList
        query={query}
        items={items}
        itemKey={(q) => q._id}
        limit={1}
        layout="stack"
        page={current}
        onPageChange={setPage}
        emptyText={messages.onboardingNoQuestionnaires}
        renderCard={(q) => <Answer api={api} q={q} />}
      />
    </Root>
  );
}

const answerSchema = z.object({ answer: z.string().max(5000), file: z.custom<File>((v) => v instanceof File).nullable() });

function Answer({ api, q }: { api: ApiClient; q: Questionnaire }) {
  const t = useTexts();
  const { messages, fill } = t;
  const form = useTextsForm(answerSchema, {
    defaultValues: { answer: q.type === 'text' ? (q.answer_id?.answer ?? '') : '', file: null },
  });
  const [typeError, setTypeError] = useState<string | null>(null);
  // The form shows a refusal itself.
  const send = useApiMutation(
    ({ answer, file }: z.output<typeof answerSchema>) =>
      api.teaching.onboarding.answer({ questionnaire_id: q._id, ...(q.type === 'text' ? { answer } : { file }) }),
    { invalidates: [queryKeys.teaching.questionnaires], toastErrors: false },
  );
  const { answer, file } = form.watch();
  const ready = q.type === 'text' ? answer.trim().length > 0 : !!file && !typeError;
  const typeName = q.fileType === 'all' ? messages.onboardingFileAll : q.fileType;

  return (
    <Form form={form} onSubmit={async (v) => void (await send.run(v))} aria-label={q.question}>
      <h3>{q.question}</h3>
      {q.answer_id ? (
        <Done>
          <strong>{messages.onboardingAnswered}</strong>
          {q.type === 'file' ? (
            <a href={api.fileUrl('questionniare', q.answer_id.answer, q._id)} target="_blank" rel="noreferrer">
              {messages.onboardingViewFile}
            </a>
          ) : (
            <span>{fill(messages.onboardingYourAnswer, { answer: q.answer_id.answer })}</span>
          )}
        </Done>
      ) : null}
      {q.type === 'text' ? (
        <FormTextAreaField name="answer" label={messages.onboardingAnswerLabel} rows={4} maxLength={5000} />
      ) : (
        <FileInput
          label={fill(messages.onboardingFileLabel, { type: typeName })}
          accept={acceptFor(q.fileType)}
          error={typeError ?? undefined}
          onChange={({ files }) => {
            const f = files[0] ?? null;
            form.setValue('file', f);
            setTypeError(f ? fileTypeError(t, q.fileType, f.name) : null);
          }}
        />
      )}
      {send.error ? <Alert kind="error" message={send.error} /> : null}
      <div>
        <FormSubmitButton disabled={!ready}>{messages.onboardingSubmitAnswer}</FormSubmitButton>
      </div>
    </Form>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  h3,
  p {
    margin: 0;
  }
`;
const Done = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  color: ${tokens.color.success};
  span,
  a {
    color: ${tokens.color.text};
  }
`;
