import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type NotificationType, type RoleName } from '@school/api';
import { Alert, Button, Checkbox, Dialog, LoadingState, Select, TextField, tokens, useUiMessages } from '@school/ui';
import { chatUsersKey } from '../chat';
import { useApiMutation, useApiQuery } from '../shared/query';
import { PeoplePicker } from '../shared/PeoplePicker';
import { TextAreaField } from '../shared/TextAreaField';
import { roleChoices, typeOptions } from './logic';

export interface PushNotificationDialogProps {
  api: ApiClient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Whom the dialog offers: 'all' (admins) whole roles and every person; 'named' (a teacher holding
   * Push notification) no roles, only the students and families among the people they may reach,
   * which is exactly whom the server accepts from them (docs/decisions.md §32). @default 'all'
   */
  scope?: PushScope;
}

export type PushScope = 'all' | 'named';

const empty = { title: '', message: '', type: 'info' as NotificationType, users: [] as string[], roles: [] as RoleName[] };

/** Add Notification: title, message, type, chosen people and (admins) whole roles; a refusal shows in the dialog. */
export function PushNotificationDialog({ api, open, onOpenChange, scope = 'all' }: PushNotificationDialogProps) {
  const ui = useUiMessages();
  const users = useApiQuery(chatUsersKey, () => api.communication.users(), { enabled: open });
  const [form, setForm] = useState(empty);
  const push = useApiMutation(() => api.communication.notifications.create(form), {
    invalidates: [['communication', 'notifications']],
    toastErrors: false,
    onSuccess: () => {
      setForm(empty);
      onOpenChange(false);
    },
  });
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const people =
    users.status === 'success' ? users.data.users.filter((u) => u.approved && (scope === 'all' || pushableByName.includes(u.role))) : [];

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
          <Button busy={push.isPending} onClick={() => void push.run(undefined)}>
            {messages.notificationPush}
          </Button>
        </>
      }
    >
      <Fields
        onSubmit={(e) => {
          e.preventDefault();
          void push.run(undefined);
        }}
      >
        <TextField label={messages.notificationTitle} maxLength={120} value={form.title} onChange={(e) => set('title', e.target.value)} />
        <TextAreaField
          label={messages.notificationMessage}
          rows={4}
          maxLength={2000}
          value={form.message}
          onChange={(e) => set('message', e.target.value)}
        />
        <Select
          label={messages.notificationType}
          options={typeOptions}
          value={form.type}
          onChange={(e) => set('type', e.target.value as NotificationType)}
        />
        {scope === 'all' ? (
          <fieldset>
            <legend>{messages.notificationRoles}</legend>
            {roleChoices.map(({ role, label }) => (
              <Checkbox
                key={role}
                label={label}
                checked={form.roles.includes(role)}
                onChange={(e) => set('roles', e.target.checked ? [...form.roles, role] : form.roles.filter((r) => r !== role))}
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
          value={form.users}
          onChange={({ value }) => set('users', value)}
        />
        {push.error ? <Alert kind="error" message={push.error} /> : null}
        {push.isPending ? <p role="status">{messages.notificationsPushing}</p> : null}
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

const Fields = styled.form`
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
