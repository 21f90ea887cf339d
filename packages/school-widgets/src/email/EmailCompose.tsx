import { z } from 'zod';
import { EMAIL_MAX_ATTACHMENTS, EMAIL_SUBJECT_MAX, type ApiClient, type Email } from '@school/api';
import {
  Alert,
  Button,
  Dialog,
  DialogFooter,
  FileInput,
  Form,
  FormSubmitButton,
  FormTextField,
  LoadingState,
  useUiMessages,
} from '@school/ui';
import { useMessages } from '../shared/intl';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { PeoplePicker } from '../shared/PeoplePicker';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';

export interface EmailComposeProps {
  api: ApiClient;
  /** The signed-in person's `_id` (never offered as a recipient). */
  me?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server stored the draft and holds its send. */
  onCreated: (email: Email) => void;
}

// The server checks the email (recipients, sizes); the form sends what was typed.
const schema = z.object({
  recipients: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string().max(EMAIL_SUBJECT_MAX),
  content: z.string(),
  attachments: z.array(z.custom<File>((v) => v instanceof File)),
});
type Values = z.input<typeof schema>;
const empty: Values = { recipients: [], cc: [], bcc: [], subject: '', content: '', attachments: [] };

/**
 * Compose: recipients, cc and bcc (people one may reach), subject, message and attachments. What
 * was typed stays when the dialog is closed (the form lives outside it) until the server took it.
 */
export function EmailCompose({ api, me, open, onOpenChange, onCreated }: EmailComposeProps) {
  const messages = useMessages();
  const users = useApiQuery(queryKeys.communication.users, () => api.communication.users(), { enabled: open });
  const ui = useUiMessages();
  const form = useTextsForm(schema, { defaultValues: empty });
  // The dialog shows a refusal itself, with everything typed kept.
  const create = useApiMutation((values: z.output<typeof schema>) => api.communication.emails.create(values), {
    toastErrors: false,
    successText: false,
    onSuccess: (data) => {
      form.reset(empty);
      onOpenChange(false);
      onCreated(data.email);
    },
  });
  const people = users.status === 'success' ? users.data.users.filter((u) => u._id !== me && u.approved) : [];
  const picked = form.watch();
  const pick = (key: 'recipients' | 'cc' | 'bcc') => ({
    people,
    value: picked[key],
    onChange: ({ value }: { value: string[] }) => form.setValue(key, value),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.emailComposeTitle} size="lg">
      <Form form={form} onSubmit={async (values) => void (await create.run(values))} aria-label={messages.emailComposeTitle}>
        {users.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
        {users.status === 'error' ? <Alert kind="error" message={`${messages.errorPrefix}${users.error}`} /> : null}
        <PeoplePicker label={messages.emailRecipients} {...pick('recipients')} />
        <PeoplePicker label={messages.emailCc} {...pick('cc')} />
        <PeoplePicker label={messages.emailBcc} {...pick('bcc')} />
        <FormTextField<Values> name="subject" label={messages.emailSubject} maxLength={EMAIL_SUBJECT_MAX} />
        <FormTextAreaField name="content" label={messages.emailContent} rows={6} />
        <FileInput
          label={messages.emailAttachments}
          multiple
          hint={picked.attachments.map((f) => f.name).join(', ') || undefined}
          onChange={({ files }) => form.setValue('attachments', files.slice(0, EMAIL_MAX_ATTACHMENTS))}
        />
        {create.error ? <Alert kind="error" message={create.error} /> : null}
        {form.formState.isSubmitting ? <p role="status">{messages.emailSendingEmail}</p> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {ui.cancel}
          </Button>
          <FormSubmitButton>{messages.emailSendButton}</FormSubmitButton>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
