import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, EmptyState, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { queryKeys } from '../shared/queryKeys';
import { useTexts } from '../shared/intl';

export interface ScheduleEditLinksProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  /** Opens the schedule editor of a section. */
  onEdit: (open: { sectionId: string }) => void;
}

/**
 * For a teacher holding Manage schedule (the host shows it only then): the sections of the current
 * period they teach or own, each with "Edit schedule" (docs/decisions/0032-parent-dashboard-and-permission-unlocks.md). The server allows
 * the editor's writes for exactly these sections.
 */
export function ScheduleEditLinks({ api, teacherId, onEdit }: ScheduleEditLinksProps) {
  const { messages, fill } = useTexts();
  const taught = useApiQuery(queryKeys.teaching.teacherInPeriod(teacherId), () => api.teaching.teacherInPeriod(teacherId, 'current'));
  const owned = useApiQuery(queryKeys.gradeReports.owners(), () => api.gradeReports.sectionOwners());
  if (taught.status !== 'success') return queryFallback(taught);
  if (owned.status !== 'success') return queryFallback(owned);
  const periodId = taught.data.academic_period?._id;
  const sections = new Map<string, string>();
  for (const s of taught.data.teacher.assignedSections) sections.set(s._id, s.name);
  for (const o of owned.data.sectionOwners) {
    const ofPeriod = o.section_id.grade_academic_period_id.academic_period_id._id;
    if (!periodId || ofPeriod === periodId) sections.set(o.section_id._id, o.section_id.name);
  }
  const list = [...sections].sort((a, b) => a[1].localeCompare(b[1], undefined, { numeric: true }));

  return (
    <Root aria-labelledby="schedule-edit-links">
      <h2 id="schedule-edit-links">{messages.scheduleEditSectionsTitle}</h2>
      <p>{messages.scheduleEditSectionsNote}</p>
      {list.length === 0 ? (
        <EmptyState title={messages.teacherDashNoSections} />
      ) : (
        <ul>
          {list.map(([sectionId, name]) => (
            <li key={sectionId}>
              <span>{name}</span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={fill(messages.scheduleEditOf, { section: name })}
                onClick={() => onEdit({ sectionId })}
              >
                {messages.scheduleEdit}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.sm};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
  p {
    margin: 0;
    color: ${tokens.color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${tokens.space.xs};
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
  }
`;
