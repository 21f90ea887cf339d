import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient } from '@school/api';
import { Button, Card, EmptyState, Select, tokens } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { queryFallback } from '../shared/QueryFallback';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { fill } from '../shared/text';
import { adminKeys } from '../users-permissions/keys';

const nameOf = (s: { firstName: string; middleName: string; lastName: string }) => `${s.firstName} ${s.middleName} ${s.lastName}`;

/** Link Students to Parent (a family account): the linked students, link another (a choice is needed), unlink after confirmation. */
export function FamilyPanel({ api, parentId }: { api: ApiClient; parentId: string }) {
  const links = useApiQuery(adminKeys.parentLinks(parentId), () => api.permissions.family.links(parentId));
  const students = useApiQuery(adminKeys.studentChoices, () => api.permissions.family.students());
  const [choice, setChoice] = useState('');
  const [unlinking, setUnlinking] = useState<{ id: string; name: string } | null>(null);
  const invalidates = [adminKeys.parentLinks(parentId), ['users']];
  const link = useApiMutation(() => api.permissions.family.link({ student_id: choice, parent_id: parentId }), {
    invalidates,
    onSuccess: () => setChoice(''),
  });
  const unlink = useApiMutation((linkId: string) => api.permissions.family.unlink(linkId), { invalidates });
  const linked = new Set((links.data?.links ?? []).map((l) => l.student_id._id));
  const options = (students.data?.students ?? [])
    .filter((s) => !linked.has(s._id))
    .map((s) => ({ value: s._id, label: `${nameOf(s)} (${s.ID})` }));
  return (
    <Card title={messages.linkStudentsTitle}>
      {links.status !== 'success' ? (
        queryFallback(links)
      ) : links.data.links.length === 0 ? (
        <EmptyState title={messages.noStudentsLinked} />
      ) : (
        <List>
          {links.data.links.map((l) => (
            <li key={l._id}>
              <span>
                {nameOf(l.student_id)} ({l.student_id.ID})
              </span>
              <Button
                size="sm"
                variant="danger"
                aria-label={`${messages.unlinkStudent} ${nameOf(l.student_id)}`}
                onClick={() => setUnlinking({ id: l._id, name: nameOf(l.student_id) })}
              >
                {messages.unlinkStudent}
              </Button>
            </li>
          ))}
        </List>
      )}
      <Link
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) void link.run(undefined);
        }}
      >
        <Select
          label={messages.studentToLink}
          placeholder={messages.chooseStudent}
          value={choice}
          options={options}
          onChange={(e) => setChoice(e.target.value)}
        />
        <Button type="submit" disabled={!choice} busy={link.isPending}>
          {messages.linkStudent}
        </Button>
      </Link>
      <ConfirmDelete
        open={unlinking !== null}
        onClose={() => setUnlinking(null)}
        title={fill(messages.unlinkTitle, { name: unlinking?.name ?? '' })}
        onConfirm={async () => {
          await confirmed(unlink, unlinking!.id);
        }}
      />
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.sm};
  }
`;
const Link = styled.form`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: minmax(200px, 1fr) auto;
  align-items: end;
`;
