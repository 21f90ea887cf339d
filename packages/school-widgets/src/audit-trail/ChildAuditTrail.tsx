import { useState } from 'react';
import type { ApiClient } from '@school/api';
import { EmptyState, Select, Stack } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useMessages } from '../shared/intl';
import { AuditTrail } from './AuditTrail';

export interface ChildAuditTrailProps {
  /** The API client (the Family account's token). */
  api: ApiClient;
  /** The Family account's login ID or users `_id`. */
  parentId: string;
}

/**
 * A parent's copy of a linked child's trail (decision 207: asking is opening this page; the
 * server records each reading, and withholds the staff's addresses). A family with several
 * children chooses whose.
 */
export function ChildAuditTrail({ api, parentId }: ChildAuditTrailProps) {
  const messages = useMessages();
  const links = useApiQuery(queryKeys.permissions.familyLinks(parentId), () => api.permissions.family.links(parentId));
  const [chosen, setChosen] = useState('');
  if (links.status !== 'success') return queryFallback(links);
  const children = links.data.links.map((l) => l.student_id);
  if (children.length === 0) return <EmptyState title={messages.calendarFeedNoChildren} />;
  const child = children.find((c) => c.ID === chosen) ?? children[0];
  return (
    <Stack gap="md">
      {children.length > 1 ? (
        <Select
          label={messages.auditTrailChooseChild}
          value={child.ID}
          onChange={(e) => setChosen(e.currentTarget.value)}
          options={children.map((c) => ({ value: c.ID, label: `${c.firstName} ${c.middleName} ${c.lastName}` }))}
        />
      ) : null}
      <AuditTrail key={child.ID} api={api} student={child.ID} audience="family" />
    </Stack>
  );
}
