import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient } from '@school/api';
import { Button, EmptyState, Pagination, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { fill } from '../shared/text';
import { formatDateTime } from '../shared/format';

export const ENTRANCE_EXAMS_PER_PAGE = 10;

export interface EntranceExamsTabProps {
  /** The API client (the applicant's token). */
  api: ApiClient;
  /** The applicant's login ID. */
  studentId: string;
  /** Starts an exam; the Take exam action shows only when given (the exams area provides it). @default undefined */
  onTakeExam?: (examId: string) => void;
}

/** The entrance exams assigned to an applicant: title, window, duration, total marks (and Take exam when wired). */
export function EntranceExamsTab({ api, studentId, onTakeExam }: EntranceExamsTabProps) {
  const [page, setPage] = useState(1);
  const query = useApiQuery(
    ['teaching', 'entranceExams', studentId, page],
    () => api.teaching.onboarding.entranceExams(studentId, page, ENTRANCE_EXAMS_PER_PAGE),
    {
      keepPrevious: true,
    },
  );
  if (query.status !== 'success') return queryFallback(query);
  const { links, totalPages } = query.data;
  if (links.length === 0) return <EmptyState title={messages.onboardingNoExams} />;
  return (
    <Root>
      <table aria-label={messages.onboardingEntranceExams}>
        <thead>
          <tr>
            <th scope="col">{messages.onboardingExamTitle}</th>
            <th scope="col">{messages.onboardingExamWindow}</th>
            <th scope="col">{messages.onboardingExamDuration}</th>
            <th scope="col">{messages.onboardingExamMarks}</th>
            {onTakeExam ? <th scope="col">{messages.onboardingExamActions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {links.map(({ _id, exam_id: e }) => (
            <tr key={_id}>
              <th scope="row">
                {e.title}
                {e.description ? <small>{e.description}</small> : null}
              </th>
              <td>
                {formatDateTime(e.start_time)} – {formatDateTime(e.end_time)}
              </td>
              <td>{fill(messages.onboardingMinutes, { minutes: e.duration })}</td>
              <td>{e.total_marks}</td>
              {onTakeExam ? (
                <td>
                  <Button size="sm" aria-label={`${messages.onboardingTakeExam}: ${e.title}`} onClick={() => onTakeExam(e._id)}>
                    {messages.onboardingTakeExam}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 ? <Pagination page={page} pageCount={totalPages} onPageChange={({ page: p }) => setPage(p)} /> : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: start;
    padding: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
    vertical-align: top;
  }
  small {
    display: block;
    font-weight: normal;
    color: ${tokens.color.textMuted};
  }
`;
