import { z } from 'zod';
import type { ApiClient } from '@school/api';
import { Card } from '@school/ui';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTextsForm } from '../shared/schemaText';
import { useMessages } from '../shared/intl';
import { HeldList, PickForm } from './HeldItems';

const schema = z.object({ choice: z.string().min(1) });

const nameOf = (s: { firstName: string; middleName: string; lastName: string }) => `${s.firstName} ${s.middleName} ${s.lastName}`;

/** Link Students to Parent (a family account): the linked students, link another (a choice is needed), unlink after confirmation. */
export function FamilyPanel({ api, parentId }: { api: ApiClient; parentId: string }) {
  const messages = useMessages();
  const links = useApiQuery(queryKeys.permissions.familyLinks(parentId), () => api.permissions.family.links(parentId));
  const students = useApiQuery(queryKeys.permissions.familyStudents, () => api.permissions.family.students());
  const form = useTextsForm(schema, { defaultValues: { choice: '' } });
  const invalidates = [queryKeys.permissions.familyLinks(parentId), queryKeys.users.all];
  const link = useApiMutation(
    ({ choice }: z.output<typeof schema>) => api.permissions.family.link({ student_id: choice, parent_id: parentId }),
    {
      invalidates,
      onSuccess: () => form.reset(),
    },
  );
  const unlink = useApiMutation((linkId: string) => api.permissions.family.unlink(linkId), { invalidates });
  const linked = new Set((links.data?.links ?? []).map((l) => l.student_id._id));
  const options = (students.data?.students ?? [])
    .filter((s) => !linked.has(s._id))
    .map((s) => ({ value: s._id, label: `${nameOf(s)} (${s.ID})` }));
  return (
    <Card title={messages.linkStudentsTitle}>
      <HeldList
        query={links}
        items={(d) => d.links}
        empty={messages.noStudentsLinked}
        keyOf={(l) => l._id}
        nameOf={(l) => nameOf(l.student_id)}
        removeLabel={messages.unlinkStudent}
        confirmTitle={messages.unlinkTitle}
        onRemove={(l) => confirmed(unlink, l._id)}
        spread
      >
        {(l) => (
          <span>
            {nameOf(l.student_id)} ({l.student_id.ID})
          </span>
        )}
      </HeldList>
      <PickForm
        label={messages.studentToLink}
        placeholder={messages.chooseStudent}
        form={form}
        options={options}
        onAdd={link.run}
        submitLabel={messages.linkStudent}
        columns="minmax(200px, 1fr) auto"
      />
    </Card>
  );
}
