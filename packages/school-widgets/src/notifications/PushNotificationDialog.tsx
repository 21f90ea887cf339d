import { useId } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { notificationTypes, type ApiClient, type RoleName } from '@school/api';
import { Alert, Button, Checkbox, Dialog, Form, FormSelect, FormTextField, LoadingState, tokens, useUiMessages } from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { PeoplePicker } from '../shared/PeoplePicker';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';
import { useTexts } from '../shared/intl';
import { roleChoices, typeOptions } from './logic';

export interface PushNotificationDialogProps {
  api: ApiClient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Whom the dialog offers: 'all' (admins) whole roles and every person; 'named' (a teacher holding
   * Push notification) no roles, only the students and families among the people they may reach,
   * which is exactly whom the server accepts from them (docs/decisions/0032-parent-dashboard-and-permission-unlocks.md). @default 'all'
   */
  scope?: PushScope;
}

export type PushScope = 'all' | 'named';

// The server checks the title, message and recipients (its refusal shows in the dialog).
const pushSchema = z.object({
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  users: z.array(z.string()),
  roles: z.array(z.custom<RoleName>()),
});
type PushValues = z.infer<typeof pushSchema>;
const empty: PushValues = { title: '', message: '', type: 'info', users: [], roles: [] };

/** Add Notification: title, message, type, chosen people and (admins) whole roles; a refusal shows in the dialog. */
export function PushNotificationDialog({ api, open, onOpenChange, scope = 'all' }: PushNotificationDialogProps) {
  const t = useTexts();
  const { messages } = t;
  const ui = useUiMessages();
  const users = useApiQuery(queryKeys.communication.users, () => api.communication.users(), { enabled: open });
  const formId = useId();
  const form = useTextsForm(pushSchema, { defaultValues: empty });
  const push = useApiMutation((body: PushValues) => api.communication.notifications.create(body), {
    invalidates: [queryKeys.communication.notifications.all],
    toastErrors: false,
    onSuccess: () => {
      form.reset(empty);
      onOpenChange(false);
    },
  });
  const roles = form.watch('roles');
  const chosen = form.watch('users');
  const people =
    users.status === 'success' ? users.data.users.filter((u) => u.approved && (scope === 'all' || pushableByName.includes(u.role))) : [];
  const busy = form.formState.isSubmitting;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.notificationsPushTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {ui.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {messages.notificationPush}
          </Button>
        </>
      }
    >
      <Fields>
        <Form id={formId} form={form} onSubmit={async (values) => void (await push.run(values))}>
          <FormTextField name="title" label={messages.notificationTitle} maxLength={120} />
          <FormTextAreaField name="message" label={messages.notificationMessage} rows={4} maxLength={2000} />
          <FormSelect name="type" label={messages.notificationType} options={typeOptions(t)} />
          {scope === 'all' ? (
            <fieldset>
              <legend>{messages.notificationRoles}</legend>
              {roleChoices(t).map(({ role, label }) => (
                <Checkbox
                  key={role}
                  label={label}
                  checked={roles.includes(role)}
                  onChange={(e) =>
                    form.setValue('roles', e.target.checked ? [...roles, role] : roles.filter((r) => r !== role), { shouldDirty: true })
                  }
                />
              ))}
            </fieldset>
          ) : (
            <Note>{messages.notificationNamedOnly}</Note>
          )}
          {users.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
          <PeoplePicker
            label={scope === 'all' ? messages.notificationUsers : messages.notificationRecipients}
            people={people}
            value={chosen}
            onChange={({ value }) => form.setValue('users', value, { shouldDirty: true })}
          />
          {push.error ? <Alert kind="error" message={push.error} /> : null}
          {busy ? <p role="status">{messages.notificationsPushing}</p> : null}
        </Form>
      </Fields>
    </Dialog>
  );
}

/** The roles a teacher may name people of: their pupils and the pupils' families. */
const pushableByName: readonly RoleName[] = ['student', 'Family'];

const Note = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.md};
    margin: 0;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  legend {
    font-weight: ${tokens.font.weightBold};
    font-size: ${tokens.font.sizeSm};
  }
`;
