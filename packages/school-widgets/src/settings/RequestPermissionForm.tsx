import { useEffect } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient, Grant } from '@school/api';
import { Alert, Form, FormDateField, FormSelect, FormSubmitButton, tokens } from '@school/ui';
import { useMessages } from '../shared/intl';
import { queryFallback } from '../shared/QueryFallback';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';
import { approverChoices, draftComplete, emptyDraft, type RequestDraft } from './logic';

// Submit shows only once the draft is complete (draftComplete); the server checks the rest.
const requestSchema = z.object({
  permissionId: z.string(),
  first: z.string(),
  second: z.string(),
  third: z.string(),
  reason: z.string(),
  priority: z.enum(['', 'normal', 'high', 'urgent']),
  until: z.string(),
}) satisfies z.ZodType<RequestDraft>;

export interface RequestPermissionFormProps {
  api: ApiClient;
  /** The requester's users `_id` (never offered as their own approver). */
  userId: string;
  /** Permissions already held (not offered again). */
  held: readonly Grant[];
}

/**
 * Request New: a permission, one approver per level from that permission's lists, a reason and a
 * priority (and, beyond the spec, an optional end date). Submit shows only when all are chosen.
 */
export function RequestPermissionForm({ api, userId, held }: RequestPermissionFormProps) {
  const messages = useMessages();
  const list = useApiQuery(queryKeys.permissions.list, () => api.permissions.permissions.list());
  const form = useTextsForm(requestSchema, { defaultValues: emptyDraft });
  const send = useApiMutation(
    (d: RequestDraft) =>
      api.permissions.orders.create({
        permissionId: d.permissionId,
        reason: d.reason.trim(),
        priority: d.priority as 'normal',
        firstApprover: { approverId: d.first },
        secondApprover: { approverId: d.second },
        thirdApprover: { approverId: d.third },
        until: d.until ? new Date(`${d.until}T23:59:59`).toISOString() : null,
      }),
    { invalidates: [queryKeys.permissions.all], toastErrors: false, onSuccess: () => form.reset(emptyDraft) },
  );
  // A new permission has other approver lists: the approvers are chosen again.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name !== 'permissionId') return;
      for (const level of ['first', 'second', 'third'] as const) form.setValue(level, '');
    });
    return () => watching.unsubscribe();
  }, [form]);
  const draft = form.watch();
  if (list.status !== 'success') return queryFallback(list);

  const heldIds = new Set(held.filter((g) => g.active).map((g) => g.permission._id));
  const offered = list.data.permissions.filter((p) => !heldIds.has(p._id));
  if (offered.length === 0) return <p>{messages.noPermissionsToRequest}</p>;
  const chosen = offered.find((p) => p._id === draft.permissionId);
  const choices = approverChoices(chosen, userId);

  return (
    <Fields>
      <Form
        form={form}
        onSubmit={async (values) => {
          if (draftComplete(values)) await send.run(values);
        }}
      >
        <FormSelect
          name="permissionId"
          label={messages.permissionLabel}
          placeholder={messages.choosePermission}
          options={offered.map((p) => ({ value: p._id, label: p.name }))}
          hint={chosen?.unlocks ?? chosen?.description}
        />
        <Levels>
          {(['first', 'second', 'third'] as const).map((level) => (
            <FormSelect
              key={level}
              name={level}
              label={
                { first: messages.firstApproverLabel, second: messages.secondApproverLabel, third: messages.thirdApproverLabel }[level]
              }
              placeholder={messages.chooseApprover}
              options={choices[level]}
              disabled={!chosen}
            />
          ))}
        </Levels>
        <FormTextAreaField name="reason" label={messages.reasonLabel} maxLength={1000} rows={3} />
        <Levels>
          <FormSelect
            name="priority"
            label={messages.priorityLabel}
            placeholder={messages.choosePriority}
            options={[
              { value: 'normal', label: messages.priorityNormal },
              { value: 'high', label: messages.priorityHigh },
              { value: 'urgent', label: messages.priorityUrgent },
            ]}
          />
          <FormDateField name="until" label={messages.untilLabel} hint={messages.untilHint} />
        </Levels>
        {send.error ? <Alert kind="error" message={send.error} /> : null}
        {draftComplete(draft) ? (
          <div>
            <FormSubmitButton>{messages.submitRequest}</FormSubmitButton>
          </div>
        ) : (
          <Hint>{messages.requestIncompleteHint}</Hint>
        )}
      </Form>
    </Fields>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  max-width: 720px;
`;
const Levels = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;
const Hint = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;
