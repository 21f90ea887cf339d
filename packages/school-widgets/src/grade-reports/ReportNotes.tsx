import { useState } from 'react';
import styled from 'styled-components';
import { BEHAVIOR_VALUES, messages, type ApiClient, type BehaviorValue, type SingleReport } from '@school/api';
import { Alert, Button, Card, Select, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { confirmed, useApiMutation } from '../shared/query';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { TextAreaField } from '../shared/TextAreaField';

export interface ReportNotesProps {
  api: ApiClient;
  report: SingleReport;
}

/** The owner's comment and the behavior value A-F: add, edit, delete (with confirmation). */
export function ReportNotes({ api, report }: ReportNotesProps) {
  const ids = { section_id: report.section._id, student_id: report.student.student._id };
  const [editingComment, setEditingComment] = useState(false);
  const [text, setText] = useState('');
  const [editingBehavior, setEditingBehavior] = useState(false);
  const [value, setValue] = useState<BehaviorValue | ''>('');
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
          <form
            data-no-print=""
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim()) void saveComment.run(text.trim());
            }}
          >
            <TextAreaField label={messages.commentLabel} value={text} maxLength={1000} onChange={(e) => setText(e.currentTarget.value)} />
            {saveComment.error ? <Alert kind="error" message={saveComment.error} /> : null}
            <Row>
              <Button type="submit" disabled={!text.trim()} busy={saveComment.isPending}>
                {messages.save}
              </Button>
              <Button variant="ghost" onClick={() => setEditingComment(false)}>
                {messages.cancelEdit}
              </Button>
            </Row>
          </form>
        ) : (
          <>
            <p>{report.comment?.comment ?? messages.noCommentsAvailable}</p>
            <Row data-no-print="">
              <Button
                variant="secondary"
                onClick={() => {
                  setText(report.comment?.comment ?? '');
                  setEditingComment(true);
                }}
              >
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
          <form
            data-no-print=""
            onSubmit={(e) => {
              e.preventDefault();
              if (value) void saveBehavior.run(value);
            }}
          >
            <Select
              label={messages.behaviorLabel}
              placeholder={messages.chooseOption}
              options={BEHAVIOR_VALUES.map((v) => ({ value: v, label: v }))}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value as BehaviorValue)}
            />
            {saveBehavior.error ? <Alert kind="error" message={saveBehavior.error} /> : null}
            <Row>
              <Button type="submit" disabled={!value} busy={saveBehavior.isPending}>
                {messages.save}
              </Button>
              <Button variant="ghost" onClick={() => setEditingBehavior(false)}>
                {messages.cancelEdit}
              </Button>
            </Row>
          </form>
        ) : (
          <>
            <p>{report.studentbehavior?.behavior_value ?? messages.noBehaviorReport}</p>
            <Row data-no-print="">
              <Button
                variant="secondary"
                onClick={() => {
                  setValue(report.studentbehavior?.behavior_value ?? '');
                  setEditingBehavior(true);
                }}
              >
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
