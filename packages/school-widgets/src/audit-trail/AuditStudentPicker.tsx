import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, EmptyState, TextField, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { useMessages } from '../shared/intl';

export interface AuditStudentPickerProps {
  /** The API client (the super admin's token). */
  api: ApiClient;
  /** A student was chosen: their login ID. */
  onChoose: (choice: { ID: string }) => void;
}

/** Finds the student whose trail the super admin opens: by name or ID, the first ten matches. */
export function AuditStudentPicker({ api, onChoose }: AuditStudentPickerProps) {
  const messages = useMessages();
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search.trim(), 300);
  const query = { searchTerm, page: 1, limit: 10 };
  const found = useApiQuery(queryKeys.students.list(query), () => api.students.list(query), {
    enabled: searchTerm !== '',
    keepPrevious: true,
  });
  return (
    <Root>
      <TextField label={messages.auditTrailFindStudent} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {searchTerm === '' ? (
        <p>{messages.auditTrailChooseStudent}</p>
      ) : found.status !== 'success' ? (
        queryFallback(found)
      ) : found.data.students.length === 0 ? (
        <EmptyState title={messages.auditTrailNoStudents} />
      ) : (
        <Matches aria-label={messages.auditTrailStudent}>
          {found.data.students.map((s) => (
            <li key={s._id}>
              <Button variant="ghost" onClick={() => onChoose({ ID: s.ID })}>
                {`${s.firstName} ${s.middleName} ${s.lastName} (${s.ID})`}
              </Button>
            </li>
          ))}
        </Matches>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  max-width: 36rem;
  p {
    margin: 0;
  }
`;
const Matches = styled.ul`
  display: grid;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
