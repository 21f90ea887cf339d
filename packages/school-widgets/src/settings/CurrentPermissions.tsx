import styled from 'styled-components';
import type { MyPermissions } from '@school/api';
import { Card, EmptyState, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { queryFallback } from '../shared/QueryFallback';
import type { ApiQuery } from '../shared/query';
import { GrantChip } from '../shared/GrantChip';

/** The permissions the person holds, each with what it lets them do and until when. */
export function CurrentPermissions({ query }: { query: ApiQuery<MyPermissions> }) {
  const { messages, fill } = useTexts();
  if (query.status !== 'success') return queryFallback(query);
  const { grants } = query.data;
  if (grants.length === 0) return <EmptyState title={messages.noCurrentPermissions} />;
  return (
    <List>
      {grants.map((g) => (
        <li key={g._id}>
          <Card title={g.permission.name} actions={<GrantChip grant={g} />}>
            {g.permission.description ? <p>{g.permission.description}</p> : null}
            <Muted>{g.unlocks ? fill(messages.grantUnlocks, { what: g.unlocks }) : messages.grantRecordOnly}</Muted>
          </Card>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: 0;
  }
`;
const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
