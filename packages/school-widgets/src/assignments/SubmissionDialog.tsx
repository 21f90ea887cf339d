import { z } from 'zod';
import type { ApiClient, Assignment, Submission } from '@school/api';
import { Alert, Button, Dialog, DialogFooter, FileInput, Form, FormSubmitButton } from '@school/ui';
import { useMessages } from '../shared/intl';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';
import { useApiMutation } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { submissionFields } from './logic';

const schema = z.object({ text: z.string(), file: z.custom<File>((v) => v instanceof File).nullable() });

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
  const messages = useMessages();
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
  const messages = useMessages();
  const fields = submissionFields(assignment.submissionType);
  const form = useTextsForm(schema, { defaultValues: { text: submission?.text ?? '', file: null } });
  const send = useApiMutation(
    ({ text, file }: z.output<typeof schema>) => {
      const input = {
        assignment_id: assignment._id,
        text: fields.text ? text : undefined,
        file: fields.file ? file : null,
      };
      return submission
        ? api.teaching.submissions.edit(studentId, { ...input, submission_id: submission._id })
        : api.teaching.submissions.submit(studentId, input);
    },
    { invalidates: [queryKeys.teaching.all], toastErrors: false, onSuccess: () => onOpenChange(false) },
  );
  const { text, file } = form.watch();
  const empty = (fields.text ? !text.trim() : true) && (fields.file ? !file && !submission?.file : true);
  return (
    <Form
      form={form}
      onSubmit={async (v) => void (await send.run(v))}
      aria-label={submission ? messages.studentSubmissionEditTitle : messages.studentSubmissionTitle}
    >
      {fields.text ? <FormTextAreaField name="text" label={messages.studentSubmissionTextLabel} rows={6} /> : null}
      {fields.file ? (
        <FileInput
          label={messages.studentSubmissionFileLabel}
          accept=".pdf,.doc,.docx,image/*"
          hint={submission?.file ? messages.studentSubmissionKeepsFile : undefined}
          onChange={({ files }) => form.setValue('file', files[0] ?? null)}
        />
      ) : null}
      {send.error ? <Alert kind="error" message={send.error} /> : null}
      <DialogFooter>
        <Button variant="secondary" type="button" onClick={() => onOpenChange(false)}>
          {messages.teachingCancel}
        </Button>
        <FormSubmitButton disabled={empty}>{messages.studentSubmit}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}
