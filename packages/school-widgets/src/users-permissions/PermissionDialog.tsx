import { z } from 'zod';
import styled from 'styled-components';
import type { ApiClient, Permission } from '@school/api';
import { Checkbox, FormTextField, LoadingState, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useTextsForm } from '../shared/schemaText';
import { EditDialog } from './EditDialog';

/** The three approval levels, each with its word in the reader's language. */
const levelsOf = ({ messages }: Texts) =>
  [
    { key: 'first_approver', word: messages.levelFirst },
    { key: 'second_approver', word: messages.levelSecond },
    { key: 'third_approver', word: messages.levelThird },
  ] as const;
type LevelKey = ReturnType<typeof levelsOf>[number]['key'];
const STAFF = ['super admin', 'admin', 'teacher'];
const schema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000),
  first_approver: z.array(z.string()),
  second_approver: z.array(z.string()),
  third_approver: z.array(z.string()),
});
type Values = z.input<typeof schema>;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Add or edit a permission: name, description and who approves at each of the three levels (staff only). */
export function PermissionDialog({ api, permission, onClose }: { api: ApiClient; permission?: Permission; onClose: () => void }) {
  const t = useTexts();
  const { messages, fill } = t;
  const people = useApiQuery(queryKeys.communication.users, () => api.communication.users());
  const form = useTextsForm(schema, {
    mode: 'onChange',
    defaultValues: {
      name: permission?.name ?? '',
      description: permission?.description ?? '',
      first_approver: permission?.first_approver.map((a) => a._id) ?? [],
      second_approver: permission?.second_approver.map((a) => a._id) ?? [],
      third_approver: permission?.third_approver.map((a) => a._id) ?? [],
    },
  });
  const save = useApiMutation(
    (body: z.output<typeof schema>) =>
      permission ? api.permissions.permissions.update(permission._id, body) : api.permissions.permissions.create(body),
    { invalidates: [queryKeys.permissions.all], toastErrors: false, onSuccess: onClose },
  );
  const staff = (people.data?.users ?? []).filter((u) => STAFF.includes(u.role)).sort((a, b) => a.ID.localeCompare(b.ID));
  const chosen = form.watch();
  const toggle = (level: LevelKey, id: string, on: boolean) =>
    form.setValue(level, on ? [...chosen[level], id] : chosen[level].filter((x) => x !== id), { shouldDirty: true });

  return (
    <EditDialog
      open
      title={permission ? fill(messages.editPermissionTitle, { name: permission.name }) : messages.addPermissionTitle}
      form={form}
      onSubmit={save.run}
      error={save.error}
      onClose={onClose}
    >
      <FormTextField<Values> name="name" label={messages.permissionNameLabel} maxLength={100} />
      <FormTextAreaField name="description" label={messages.permissionDescriptionLabel} rows={2} maxLength={1000} />
      {people.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
      <Levels>
        {levelsOf(t).map(({ key, word }) => (
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
