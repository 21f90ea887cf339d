import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Card, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { useMessages } from '../shared/intl';
import { unownedYears } from './logic';

export interface UnownedYearsProps {
  api: ApiClient;
  onOpenYear: (open: { sectionName: string; year: number }) => void;
}

/**
 * Issue 18: the section names and years with students that have no year owner, each opening its
 * yearly report, so an admin reaches every year's report without first assigning an owner.
 */
export function UnownedYears({ api, onOpenYear }: UnownedYearsProps) {
  const messages = useMessages();
  const all = useApiQuery(queryKeys.gradeReports.allSections(), () => api.gradeReports.allSections());
  const owners = useApiQuery(queryKeys.gradeReports.yearOwners(), () => api.gradeReports.sectionYearOwners());
  if (all.status !== 'success' || owners.status !== 'success') return null;
  const pairs = unownedYears(all.data.sections, owners.data.sectionOwnerships);
  if (pairs.length === 0) return null;
  return (
    <Card title={messages.unownedYearsTitle}>
      <List>
        {pairs.map((p) => (
          <li key={`${p.sectionName}|${p.year}`}>
            <button type="button" onClick={() => onOpenYear(p)}>
              {p.sectionName} · {p.year}
            </button>
          </li>
        ))}
      </List>
    </Card>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  button {
    font: inherit;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
    background: none;
    color: ${tokens.color.primary};
    cursor: pointer;
  }
`;
