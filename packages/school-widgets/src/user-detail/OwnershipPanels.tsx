import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Card, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTexts } from '../shared/intl';

export interface OwnershipPanelsProps {
  api: ApiClient;
  /** The user's login ID (owners are matched by it). */
  ownerID: string;
  /** Opens a section's semester report. @default undefined (names only) */
  onOpenSection?: (sectionId: string) => void;
  /** Opens a section's yearly report. @default undefined (names only) */
  onOpenYear?: (sectionName: string, year: number) => void;
}

/**
 * User detail's ownership panels (spec 002 §2.5): the sections the user owns by semester and by
 * year, each opening its report; 'No section ownerships found.' when there are none (issue 18).
 */
export function OwnershipPanels({ api, ownerID, onOpenSection, onOpenYear }: OwnershipPanelsProps) {
  const { messages, fill } = useTexts();
  const bySemester = useApiQuery(queryKeys.gradeReports.owners(), () => api.gradeReports.sectionOwners());
  const byYear = useApiQuery(queryKeys.gradeReports.yearOwners(), () => api.gradeReports.sectionYearOwners());
  const semesters = (bySemester.data?.sectionOwners ?? []).filter((o) => o.owner_id.ID === ownerID);
  const years = (byYear.data?.sectionOwnerships ?? []).filter((o) => o.owner_id.ID === ownerID);
  return (
    <>
      <Card title={messages.ownershipBySemesterTitle}>
        <Body
          status={bySemester.status}
          error={bySemester.error}
          items={semesters.map((o) => {
            const p = o.section_id.grade_academic_period_id.academic_period_id;
            return {
              key: o._id,
              text: fill(messages.ownershipSemesterItem, { section: o.section_id.name, year: p.year, semester: p.semester }),
              open: onOpenSection ? () => onOpenSection(o.section_id._id) : undefined,
            };
          })}
        />
      </Card>
      <Card title={messages.ownershipByYearTitle}>
        <Body
          status={byYear.status}
          error={byYear.error}
          items={years.map((o) => ({
            key: o._id,
            text: fill(messages.ownershipYearItem, { section: o.section_name, year: o.year }),
            open: onOpenYear ? () => onOpenYear(o.section_name, o.year) : undefined,
          }))}
        />
      </Card>
    </>
  );
}

interface Item {
  key: string;
  text: string;
  open?: () => void;
}

function Body({ status, error, items }: { status: string; error?: string; items: Item[] }) {
  const messages = useTexts().messages;
  if (status === 'loading') return <p role="status">{messages.ownershipLoading}</p>;
  if (status === 'error') return <p role="alert">{error}</p>;
  if (items.length === 0) return <p>{messages.noSectionOwnerships}</p>;
  return (
    <List>
      {items.map((i) => (
        <li key={i.key}>
          {i.open ? (
            <button type="button" onClick={i.open}>
              {i.text}
            </button>
          ) : (
            i.text
          )}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${tokens.space.lg};
  display: grid;
  gap: ${tokens.space.xs};
  button {
    font: inherit;
    color: ${tokens.color.primary};
    background: none;
    border: 0;
    padding: 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;
