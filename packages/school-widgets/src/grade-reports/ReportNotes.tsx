import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { BEHAVIOR_VALUES, type ApiClient, type BehaviorValue, type SingleReport } from '@school/api';
import { Alert, Button, Card, Form, FormSelect, FormSubmitButton, tokens, type ButtonProps } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { confirmed, useApiMutation } from '../shared/query';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';
import { useMessages } from '../shared/intl';

const commentSchema = z.object({ comment: z.string().trim().min(1).max(1000) });
const behaviorSchema = z.object({ behavior_value: z.enum(BEHAVIOR_VALUES) });

export interface ReportNotesProps {
  api: ApiClient;
  report: SingleReport;
}

/** The owner's comment and the behavior value A-F: add, edit, delete (with confirmation). */
export function ReportNotes({ api, report }: ReportNotesProps) {
  const messages = useMessages();
  const ids = { section_id: report.section._id, student_id: report.student.student._id };
  const [editingComment, setEditingComment] = useState(false);
  const [editingBehavior, setEditingBehavior] = useState(false);
  const [deleting, setDeleting] = useState<'comment' | 'behavior' | null>(null);
  const done = { invalidates: [queryKeys.gradeReports.all], toastErrors: false as const };
  const saveComment = useApiMutation(
    (comment: string) =>
      report.comment
        ? api.gradeReports.updateComment(report.comment._id, { ...ids, comment })
        : api.gradeReports.addComment({ ...ids, comment }),
    { ...done, successText: messages.commentSubmitted, onSuccess: () => setEditingComment(false) },
  );
  const saveBehavior = useApiMutation(
    (behavior_value: BehaviorValue) =>
      report.studentbehavior
        ? api.gradeReports.updateBehavior(report.studentbehavior._id, { ...ids, behavior_value })
        : api.gradeReports.addBehavior({ ...ids, behavior_value }),
    { ...done, onSuccess: () => setEditingBehavior(false) },
  );
  const remove = useApiMutation(
    (what: 'comment' | 'behavior') =>
      what === 'comment'
        ? api.gradeReports.deleteComment(report.comment!._id)
        : api.gradeReports.deleteBehavior(ids.student_id, ids.section_id),
    done,
  );

  return (
    <Notes>
      <Card title={messages.commentTitle} headingLevel={2}>
        {editingComment ? (
          <CommentForm
            initial={report.comment?.comment ?? ''}
            error={saveComment.error}
            onSubmit={(comment) => saveComment.run(comment)}
            onCancel={() => setEditingComment(false)}
          />
        ) : (
          <>
            <p>{report.comment?.comment ?? messages.noCommentsAvailable}</p>
            <Row data-no-print="">
              <Button variant="secondary" onClick={() => setEditingComment(true)}>
                {report.comment ? messages.editComment : messages.addComment}
              </Button>
              {report.comment ? (
                <Button variant="danger" onClick={() => setDeleting('comment')}>
                  {messages.deleteComment}
                </Button>
              ) : null}
            </Row>
          </>
        )}
      </Card>
      <Card title={messages.behaviorTitle} headingLevel={2}>
        {editingBehavior ? (
          <BehaviorForm
            initial={report.studentbehavior?.behavior_value}
            error={saveBehavior.error}
            onSubmit={(value) => saveBehavior.run(value)}
            onCancel={() => setEditingBehavior(false)}
          />
        ) : (
          <>
            <p>{report.studentbehavior?.behavior_value ?? messages.noBehaviorReport}</p>
            <Row data-no-print="">
              <Button variant="secondary" onClick={() => setEditingBehavior(true)}>
                {report.studentbehavior ? messages.editBehavior : messages.addBehavior}
              </Button>
              {report.studentbehavior ? (
                <Button variant="danger" onClick={() => setDeleting('behavior')}>
                  {messages.deleteBehavior}
                </Button>
              ) : null}
            </Row>
          </>
        )}
      </Card>
      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting === 'comment' ? messages.deleteCommentTitle : messages.deleteBehaviorTitle}
        onConfirm={() => confirmed(remove, deleting!).then(() => undefined)}
      />
    </Notes>
  );
}

interface NoteFormProps<T> {
  initial: T | undefined;
  error: string | null;
  onSubmit: (value: T) => Promise<unknown>;
  onCancel: () => void;
}

/** The owner's comment (1000 characters); Save waits for some text. */
function CommentForm({ initial, error, onSubmit, onCancel }: NoteFormProps<string>) {
  const messages = useMessages();
  const form = useTextsForm(commentSchema, { defaultValues: { comment: initial ?? '' } });
  const empty = !form.watch('comment').trim();
  return (
    <Form form={form} onSubmit={async (v) => void (await onSubmit(v.comment))} data-no-print="">
      <FormTextAreaField name="comment" label={messages.commentLabel} maxLength={1000} />
      {error ? <Alert kind="error" message={error} /> : null}
      <Actions disabled={empty} onCancel={onCancel} />
    </Form>
  );
}

/** The behavior value A-F; Save waits for a choice. */
function BehaviorForm({ initial, error, onSubmit, onCancel }: NoteFormProps<BehaviorValue>) {
  const messages = useMessages();
  const form = useTextsForm(behaviorSchema, { defaultValues: { behavior_value: initial ?? ('' as BehaviorValue) } });
  const empty = !form.watch('behavior_value');
  return (
    <Form form={form} onSubmit={async (v) => void (await onSubmit(v.behavior_value))} data-no-print="">
      <FormSelect
        name="behavior_value"
        label={messages.behaviorLabel}
        placeholder={messages.chooseOption}
        options={BEHAVIOR_VALUES.map((v) => ({ value: v, label: v }))}
      />
      {error ? <Alert kind="error" message={error} /> : null}
      <Actions disabled={empty} onCancel={onCancel} />
    </Form>
  );
}

function Actions({ disabled, onCancel }: { disabled: ButtonProps['disabled']; onCancel: () => void }) {
  const messages = useMessages();
  return (
    <Row>
      <FormSubmitButton disabled={disabled}>{messages.save}</FormSubmitButton>
      <Button variant="ghost" onClick={onCancel}>
        {messages.cancelEdit}
      </Button>
    </Row>
  );
}

const Notes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${tokens.space.lg};
  form {
    display: grid;
    gap: ${tokens.space.md};
  }
  p {
    margin: 0 0 ${tokens.space.md};
    white-space: pre-wrap;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;
