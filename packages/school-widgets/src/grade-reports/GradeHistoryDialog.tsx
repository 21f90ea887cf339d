import styled from 'styled-components';
import dayjs from 'dayjs';
import { messages, type ApiClient } from '@school/api';
import { Dialog, EmptyState, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { fill } from '../shared/text';
import { showGrade, slotLabel, sourceLabel } from './logic';

export interface GradeHistoryDialogProps {
  api: ApiClient;
  sectionId: string;
  studentId: string;
  /** The course whose history is open; null closes the dialog. */
  course: { _id: string; name: string } | null;
  onClose: () => void;
}

/** Every change of a student's course grade: when, which exam, old, new, by whom, from where. */
export function GradeHistoryDialog({ api, sectionId, studentId, course, onClose }: GradeHistoryDialogProps) {
  return (
    <Dialog
      open={course !== null}
      onOpenChange={(o) => !o && onClose()}
      title={fill(messages.historyTitle, { course: course?.name ?? '' })}
      size="lg"
    >
      {course ? <History api={api} p={{ sectionId, studentId, courseId: course._id }} /> : null}
    </Dialog>
  );
}

function History({ api, p }: { api: ApiClient; p: { sectionId: string; studentId: string; courseId: string } }) {
  const query = useApiQuery(queryKeys.gradeReports.history(p), () => api.gradeReports.gradeChanges(p));
  if (query.status !== 'success') return queryFallback(query);
  if (query.data.changes.length === 0) return <EmptyState title={messages.historyEmpty} />;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{messages.colWhen}</th>
          <th scope="col">{messages.colSlot}</th>
          <th scope="col">{messages.colOld}</th>
          <th scope="col">{messages.colNew}</th>
          <th scope="col">{messages.colBy}</th>
          <th scope="col">{messages.colSource}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.changes.map((c) => (
          <tr key={c._id}>
            <td>{dayjs(c.createdAt).format('MMMM D, YYYY h:mm A')}</td>
            <td>{slotLabel[c.slot]}</td>
            <td>{showGrade(c.oldValue)}</td>
            <td>{showGrade(c.newValue)}</td>
            <td>{c.changedBy ? `${c.changedBy.fullName} (${c.changedBy.ID})` : messages.notAvailable}</td>
            <td>{c.sourceTitle ? `${sourceLabel[c.source]}: ${c.sourceTitle}` : sourceLabel[c.source]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.sizeSm};
  th,
  td {
    text-align: start;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
`;
