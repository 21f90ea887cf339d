import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type Questionnaire } from '@school/api';
import { Alert, Button, EmptyState, FileInput, Pagination, tokens } from '@school/ui';
import { TextAreaField } from '../shared/TextAreaField';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { fill } from '../shared/text';
import { acceptFor, fileTypeError } from './logic';

export interface QuestionnairesTabProps {
  /** The API client (the applicant's token). */
  api: ApiClient;
  /** The applicant's login ID. */
  studentId: string;
}

/** The applicant's questionnaires, one question per page, answered with text or a file of the required type. */
export function QuestionnairesTab({ api, studentId }: QuestionnairesTabProps) {
  const query = useApiQuery(['teaching', 'questionnaires', studentId], () => api.teaching.onboarding.questionnaires(studentId));
  const [page, setPage] = useState(1);
  if (query.status !== 'success') return queryFallback(query);
  const items = query.data.questionnaires;
  if (items.length === 0) return <EmptyState title={messages.onboardingNoQuestionnaires} />;
  const current = Math.min(page, items.length);
  const q = items[current - 1];
  return (
    <Root>
      <p>{fill(messages.onboardingQuestion, { index: current, total: items.length })}</p>
      <Answer key={q._id} api={api} q={q} />
      <Pagination page={current} pageCount={items.length} onPageChange={({ page: p }) => setPage(p)} />
    </Root>
  );
}

function Answer({ api, q }: { api: ApiClient; q: Questionnaire }) {
  const [text, setText] = useState(q.type === 'text' ? (q.answer_id?.answer ?? '') : '');
  const [file, setFile] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const send = useApiMutation(
    () => api.teaching.onboarding.answer({ questionnaire_id: q._id, ...(q.type === 'text' ? { answer: text } : { file }) }),
    { invalidates: [['teaching', 'questionnaires']], toastErrors: false },
  );
  const ready = q.type === 'text' ? text.trim().length > 0 : !!file && !typeError;
  const typeName = q.fileType === 'all' ? messages.onboardingFileAll : q.fileType;

  return (
    <form
      aria-label={q.question}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void send.run(undefined);
      }}
    >
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
        <TextAreaField
          label={messages.onboardingAnswerLabel}
          value={text}
          rows={4}
          maxLength={5000}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      ) : (
        <FileInput
          label={fill(messages.onboardingFileLabel, { type: typeName })}
          accept={acceptFor(q.fileType)}
          error={typeError ?? undefined}
          onChange={({ files }) => {
            const f = files[0] ?? null;
            setFile(f);
            setTypeError(f ? fileTypeError(q.fileType, f.name) : null);
          }}
        />
      )}
      {typeError ? <Alert kind="error" message={typeError} /> : null}
      {send.error ? <Alert kind="error" message={send.error} /> : null}
      <div>
        <Button type="submit" disabled={!ready} busy={send.isPending}>
          {messages.onboardingSubmitAnswer}
        </Button>
      </div>
    </form>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  form {
    display: grid;
    gap: ${tokens.space.md};
  }
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
