import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, Card, tokens } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { useMessages } from '../shared/intl';
import { QueryError } from '../shared/QueryFallback';
import { generateExamCode } from './logic';
import { queryKeys } from '../shared/queryKeys';

export interface ExamCodePanelProps {
  api: ApiClient;
  examId: string;
  /** Makes a new code. @default generateExamCode (the browser's CSPRNG) */
  generate?: () => string;
}

/**
 * The exam code generator (spec 001 §4, §5): Generate when none exists, Regenerate when one
 * exists, Delete; a generated code is saved by Submit, which is disabled while none is generated.
 */
export function ExamCodePanel({ api, examId, generate = generateExamCode }: ExamCodePanelProps) {
  const messages = useMessages();
  const query = useApiQuery(queryKeys.exams.code(examId), () => api.exams.code.get(examId));
  const [pending, setPending] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const current = query.status === 'success' ? query.data.code : null;
  const save = useApiMutation(
    (code: string) =>
      current
        ? api.exams.code.update(current._id, { exam_code: code, exam_id: examId })
        : api.exams.code.create({ exam_code: code, exam_id: examId }),
    {
      invalidates: [queryKeys.exams.code(examId), queryKeys.exams.detail(examId)],
      onSuccess: () => setPending(null),
    },
  );
  const remove = useApiMutation(() => api.exams.code.remove(examId), {
    invalidates: [queryKeys.exams.code(examId), queryKeys.exams.detail(examId)],
    toastErrors: false,
  });

  return (
    <Card title={messages.examCodeHeading} headingLevel={3}>
      {query.status === 'error' ? <QueryError error={query.error} onRetry={() => void query.reload()} /> : null}
      <Codes>
        <dt>{messages.examCodeCurrent}</dt>
        <dd>{current ? <code data-testid="exam-code-current">{current.code}</code> : messages.examCodeNone}</dd>
        {pending ? (
          <>
            <dt>{messages.examCodeNew}</dt>
            <dd>
              <code data-testid="exam-code-new">{pending}</code>
            </dd>
          </>
        ) : null}
      </Codes>
      <Hint id={`exam-code-hint-${examId}`}>{messages.examCodeHint}</Hint>
      <Row>
        <Button variant="secondary" disabled={query.status !== 'success'} onClick={() => setPending(generate())}>
          {current ? messages.examCodeRegenerate : messages.examCodeGenerate}
        </Button>
        <Button
          disabled={!pending}
          busy={save.isPending}
          aria-describedby={`exam-code-hint-${examId}`}
          onClick={() => pending && void save.run(pending)}
        >
          {messages.examCodeSubmit}
        </Button>
        {current ? (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {messages.examCodeDelete}
          </Button>
        ) : null}
      </Row>
      <ConfirmDelete
        open={deleting}
        onClose={() => setDeleting(false)}
        title={messages.examCodeDeleteTitle}
        onConfirm={async () => {
          await confirmed(remove, undefined);
          setPending(null);
        }}
      />
    </Card>
  );
}

const Codes = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0;
  dt {
    font-weight: ${tokens.font.weightBold};
  }
  dd {
    margin: 0;
  }
  code {
    font-size: ${tokens.font.sizeLg};
    letter-spacing: 0.1em;
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;
