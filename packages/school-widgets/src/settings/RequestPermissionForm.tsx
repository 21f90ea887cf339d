import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type Grant } from '@school/api';
import { Alert, Button, DateField, Select, tokens } from '@school/ui';
import { queryFallback } from '../shared/QueryFallback';
import { useApiMutation, useApiQuery } from '../shared/query';
import { TextAreaField } from '../shared/TextAreaField';
import { approverChoices, draftComplete, emptyDraft, type RequestDraft } from './logic';

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
  const list = useApiQuery(['permissions', 'list'], () => api.permissions.permissions.list());
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft);
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
    { invalidates: [['permissions']], toastErrors: false, onSuccess: () => setDraft(emptyDraft) },
  );
  if (list.status !== 'success') return queryFallback(list);

  const heldIds = new Set(held.filter((g) => g.active).map((g) => g.permission._id));
  const offered = list.data.permissions.filter((p) => !heldIds.has(p._id));
  if (offered.length === 0) return <p>{messages.noPermissionsToRequest}</p>;
  const chosen = offered.find((p) => p._id === draft.permissionId);
  const choices = approverChoices(chosen, userId);
  const set = (patch: Partial<RequestDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (draftComplete(draft)) void send.run(draft);
      }}
    >
      <Select
        label={messages.permissionLabel}
        placeholder={messages.choosePermission}
        value={draft.permissionId}
        options={offered.map((p) => ({ value: p._id, label: p.name }))}
        // A new permission has other approver lists: the approvers are chosen again.
        onChange={(e) => set({ permissionId: e.target.value, first: '', second: '', third: '' })}
        hint={chosen?.unlocks ?? chosen?.description}
      />
      <Levels>
        {(['first', 'second', 'third'] as const).map((level) => (
          <Select
            key={level}
            label={{ first: messages.firstApproverLabel, second: messages.secondApproverLabel, third: messages.thirdApproverLabel }[level]}
            placeholder={messages.chooseApprover}
            value={draft[level]}
            options={choices[level]}
            disabled={!chosen}
            onChange={(e) => set({ [level]: e.target.value })}
          />
        ))}
      </Levels>
      <TextAreaField
        label={messages.reasonLabel}
        value={draft.reason}
        maxLength={1000}
        rows={3}
        onChange={(e) => set({ reason: e.target.value })}
      />
      <Levels>
        <Select
          label={messages.priorityLabel}
          placeholder={messages.choosePriority}
          value={draft.priority}
          options={[
            { value: 'normal', label: messages.priorityNormal },
            { value: 'high', label: messages.priorityHigh },
            { value: 'urgent', label: messages.priorityUrgent },
          ]}
          onChange={(e) => set({ priority: e.target.value as RequestDraft['priority'] })}
        />
        <DateField
          label={messages.untilLabel}
          hint={messages.untilHint}
          value={draft.until}
          onChange={(e) => set({ until: e.target.value })}
        />
      </Levels>
      {send.error ? <Alert kind="error" message={send.error} /> : null}
      {draftComplete(draft) ? (
        <div>
          <Button type="submit" busy={send.isPending}>
            {messages.submitRequest}
          </Button>
        </div>
      ) : (
        <Hint>{messages.requestIncompleteHint}</Hint>
      )}
    </Form>
  );
}

const Form = styled.form`
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
