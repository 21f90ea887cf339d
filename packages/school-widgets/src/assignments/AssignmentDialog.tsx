import { useMemo } from 'react';
import { z } from 'zod';
import { submissionMethods, submissionTypes, type ApiClient, type Assignment } from '@school/api';
import { Alert, Button, Dialog, DialogFooter, Form, FormDateField, FormSelect, FormSubmitButton, FormTextField } from '@school/ui';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useApiMutation } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useMessages, useTexts, type Texts } from '../shared/intl';
import { composeDueDate, splitDueDate, submissionTypeText } from './logic';
import { useTextsForm } from '../shared/schemaText';

const required = (message: string) => z.string().trim().min(1, message);
/** The dialog's fields: every one required, with the spec's messages (spec 001 §5) in the reader's language. */
const assignmentFormSchema = ({ messages }: Texts) =>
  z.object({
    title: required(messages.assignmentTitleRequired).max(200),
    description: required(messages.assignmentDescriptionRequired).max(5000),
    submissionType: z.enum(['', ...submissionTypes]).refine((v) => v !== '', messages.submissionTypeRequired),
    submissionMethod: z.enum(['', ...submissionMethods]).refine((v) => v !== '', messages.submissionMethodRequired),
    dueDate: required(messages.dueDateRequired),
    dueTime: required(messages.dueTimeRequired),
  });
type AssignmentFormSchema = ReturnType<typeof assignmentFormSchema>;
type AssignmentForm = z.input<AssignmentFormSchema>;

export interface AssignmentDialogProps {
  api: ApiClient;
  /** The teacher's login ID (sent as ID). */
  teacherId: string;
  sectionId: string;
  courseId: string;
  /** The assignment to edit; a new one when omitted. */
  assignment?: Assignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved assignment. */
  onSaved?: (saved: { assignment: Assignment }) => void;
}

/** Add or Edit Assignment: all fields required; the due date goes out as date 'T' time. */
export function AssignmentDialog(props: AssignmentDialogProps) {
  const messages = useMessages();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.assignment ? messages.assignmentEditTitle : messages.assignmentAddTitle}
    >
      {props.open ? <AssignmentFormBody {...props} /> : null}
    </Dialog>
  );
}

function AssignmentFormBody({ api, teacherId, sectionId, courseId, assignment, onOpenChange, onSaved }: AssignmentDialogProps) {
  const t = useTexts();
  const { messages } = t;
  const due = assignment ? splitDueDate(assignment.dueDate) : { date: '', time: '' };
  const schema = useMemo(() => assignmentFormSchema(t), [t]);
  const form = useTextsForm(schema, {
    mode: 'onSubmit',
    defaultValues: {
      title: assignment?.title ?? '',
      description: assignment?.description ?? '',
      submissionType: assignment?.submissionType ?? '',
      submissionMethod: assignment?.submissionMethod ?? '',
      dueDate: due.date,
      dueTime: due.time,
    } satisfies AssignmentForm,
  });
  const save = useApiMutation(
    (values: z.output<AssignmentFormSchema>) => {
      const body = {
        title: values.title,
        description: values.description,
        submissionType: values.submissionType as (typeof submissionTypes)[number],
        submissionMethod: values.submissionMethod as (typeof submissionMethods)[number],
        dueDate: composeDueDate(values.dueDate, values.dueTime),
        ID: teacherId,
        section_id: sectionId,
        course_id: courseId,
      };
      return assignment ? api.teaching.assignments.update(assignment._id, body) : api.teaching.assignments.create(body);
    },
    {
      invalidates: [queryKeys.teaching.assignments],
      toastErrors: false,
      onSuccess: (data) => {
        onSaved?.({ assignment: data.assignment });
        onOpenChange(false);
      },
    },
  );
  return (
    <Form
      form={form}
      onSubmit={async (values) => void (await save.run(values))}
      aria-label={assignment ? messages.assignmentEditTitle : messages.assignmentAddTitle}
    >
      <FormTextField<AssignmentForm> name="title" label={messages.assignmentTitleLabel} />
      <FormTextAreaField name="description" label={messages.assignmentDescriptionLabel} rows={4} />
      <FormSelect<AssignmentForm>
        name="submissionType"
        label={messages.assignmentSubmissionTypeLabel}
        placeholder=" "
        options={submissionTypes.map((type) => ({ value: type, label: submissionTypeText(t, type) }))}
      />
      <FormSelect<AssignmentForm>
        name="submissionMethod"
        label={messages.assignmentSubmissionMethodLabel}
        placeholder=" "
        options={[
          { value: 'system', label: messages.assignmentMethodSystem },
          { value: 'hardcopy', label: messages.assignmentMethodHardcopy },
        ]}
      />
      <FormDateField<AssignmentForm> name="dueDate" label={messages.assignmentDueDateLabel} />
      <FormTextField<AssignmentForm> name="dueTime" type="time" label={messages.assignmentDueTimeLabel} />
      {save.error ? <Alert kind="error" message={save.error} /> : null}
      <DialogFooter>
        <Button variant="secondary" type="button" onClick={() => onOpenChange(false)}>
          {messages.teachingCancel}
        </Button>
        <FormSubmitButton>{messages.teachingSave}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}
