import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type Permission } from '@school/api';
import { Checkbox, LoadingState, TextField, tokens } from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { TextAreaField } from '../shared/TextAreaField';
import { fill } from '../shared/text';
import { EditDialog } from './EditDialog';
import { adminKeys } from './keys';

const LEVELS = [
  { key: 'first_approver', word: messages.levelFirst },
  { key: 'second_approver', word: messages.levelSecond },
  { key: 'third_approver', word: messages.levelThird },
] as const;
type LevelKey = (typeof LEVELS)[number]['key'];
const STAFF = ['super admin', 'admin', 'teacher'];
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Add or edit a permission: name, description and who approves at each of the three levels (staff only). */
export function PermissionDialog({ api, permission, onClose }: { api: ApiClient; permission?: Permission; onClose: () => void }) {
  const people = useApiQuery(adminKeys.users, () => api.communication.users());
  const [name, setName] = useState(permission?.name ?? '');
  const [description, setDescription] = useState(permission?.description ?? '');
  const [chosen, setChosen] = useState<Record<LevelKey, string[]>>({
    first_approver: permission?.first_approver.map((a) => a._id) ?? [],
    second_approver: permission?.second_approver.map((a) => a._id) ?? [],
    third_approver: permission?.third_approver.map((a) => a._id) ?? [],
  });
  const save = useApiMutation(
    () => {
      const body = { name: name.trim(), description: description.trim(), ...chosen };
      return permission ? api.permissions.permissions.update(permission._id, body) : api.permissions.permissions.create(body);
    },
    { invalidates: [['permissions']], toastErrors: false, onSuccess: onClose },
  );
  const staff = (people.data?.users ?? []).filter((u) => STAFF.includes(u.role)).sort((a, b) => a.ID.localeCompare(b.ID));
  const toggle = (level: LevelKey, id: string, on: boolean) =>
    setChosen((c) => ({ ...c, [level]: on ? [...c[level], id] : c[level].filter((x) => x !== id) }));

  return (
    <EditDialog
      open
      title={permission ? fill(messages.editPermissionTitle, { name: permission.name }) : messages.addPermissionTitle}
      error={save.error}
      busy={save.isPending}
      canSave={name.trim().length > 0}
      onClose={onClose}
      onSave={() => void save.run(undefined)}
    >
      <TextField label={messages.permissionNameLabel} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <TextAreaField
        label={messages.permissionDescriptionLabel}
        value={description}
        rows={2}
        maxLength={1000}
        onChange={(e) => setDescription(e.target.value)}
      />
      {people.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
      <Levels>
        {LEVELS.map(({ key, word }) => (
          <fieldset key={key}>
            <legend>{fill(messages.approversLegend, { level: capital(word) })}</legend>
            {staff.length === 0 && people.status === 'success' ? <p>{messages.noStaffToChoose}</p> : null}
            {staff.map((u) => (
              <Checkbox
                key={u._id}
                label={`${u.fullName} (${u.ID})`}
                checked={chosen[key].includes(u._id)}
                onChange={(e) => toggle(key, u._id, e.target.checked)}
              />
            ))}
          </fieldset>
        ))}
      </Levels>
    </EditDialog>
  );
}

const Levels = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  fieldset {
    display: grid;
    gap: ${tokens.space.xs};
    max-height: 220px;
    overflow-y: auto;
    margin: 0;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  legend {
    font-weight: ${tokens.font.weightBold};
  }
`;
