import { useState } from 'react';
import { messages, type ApiClient, type Assignment, type Submission } from '@school/api';
import { Alert, Button, Dialog, DialogFooter, FileInput } from '@school/ui';
import { TextAreaField } from '../shared/TextAreaField';
import { useApiMutation } from '../shared/query';
import { submissionFields } from './logic';

export interface SubmissionDialogProps {
  api: ApiClient;
  studentId: string;
  assignment: Assignment;
  /** The submission being edited (the text comes prefilled); a new one when null. */
  submission: Submission | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Submit or edit: a text field when the type includes text, a file field when it includes file. */
export function SubmissionDialog({ api, studentId, assignment, submission, open, onOpenChange }: SubmissionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={submission ? messages.studentSubmissionEditTitle : messages.studentSubmissionTitle}
    >
      {open ? <Body api={api} studentId={studentId} assignment={assignment} submission={submission} onOpenChange={onOpenChange} /> : null}
    </Dialog>
  );
}

function Body({ api, studentId, assignment, submission, onOpenChange }: Omit<SubmissionDialogProps, 'open'>) {
  const fields = submissionFields(assignment.submissionType);
  const [text, setText] = useState(submission?.text ?? '');
  const [file, setFile] = useState<File | null>(null);
  const send = useApiMutation(
    () => {
      const input = {
        assignment_id: assignment._id,
        text: fields.text ? text : undefined,
        file: fields.file ? file : null,
      };
      return submission
        ? api.teaching.submissions.edit(studentId, { ...input, submission_id: submission._id })
        : api.teaching.submissions.submit(studentId, input);
    },
    { invalidates: [['teaching']], toastErrors: false, onSuccess: () => onOpenChange(false) },
  );
  const empty = (fields.text ? !text.trim() : true) && (fields.file ? !file && !submission?.file : true);
  return (
    <form
      aria-label={submission ? messages.studentSubmissionEditTitle : messages.studentSubmissionTitle}
      onSubmit={(e) => {
        e.preventDefault();
        void send.run(undefined);
      }}
    >
      {fields.text ? (
        <TextAreaField label={messages.studentSubmissionTextLabel} value={text} rows={6} onChange={(e) => setText(e.currentTarget.value)} />
      ) : null}
      {fields.file ? (
        <FileInput
          label={messages.studentSubmissionFileLabel}
          accept=".pdf,.doc,.docx,image/*"
          hint={submission?.file ? messages.studentSubmissionKeepsFile : undefined}
          onChange={({ files }) => setFile(files[0] ?? null)}
        />
      ) : null}
      {send.error ? <Alert kind="error" message={send.error} /> : null}
      <DialogFooter>
        <Button variant="secondary" type="button" onClick={() => onOpenChange(false)}>
          {messages.teachingCancel}
        </Button>
        <Button type="submit" disabled={empty} busy={send.isPending}>
          {messages.studentSubmit}
        </Button>
      </DialogFooter>
    </form>
  );
}
