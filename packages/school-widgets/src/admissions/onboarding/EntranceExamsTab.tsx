import { useMemo } from 'react';
import styled from 'styled-components';
import type { ApiClient, ApplicantEntranceExams } from '@school/api';
import { Button, DataTable, dataTableColumnHelper, EmptyState, tokens } from '@school/ui';
import { queryKeys } from '../../shared/queryKeys';
import { queryFallback } from '../../shared/QueryFallback';
import { useServerTable, type Numbered } from '../../shared/useServerTable';
import { useTexts } from '../../shared/intl';

export const ENTRANCE_EXAMS_PER_PAGE = 10;

export interface EntranceExamsTabProps {
  /** The API client (the applicant's token). */
  api: ApiClient;
  /** The applicant's login ID. */
  studentId: string;
  /** Starts an exam; the Take exam action shows only when given (the exams area provides it). @default undefined */
  onTakeExam?: (examId: string) => void;
}

type Link = ApplicantEntranceExams['links'][number];
const col = dataTableColumnHelper<Numbered<Link>>();

/**
 * The entrance exams assigned to an applicant: title, window, duration, total marks (and Take exam
 * when wired), paged on the server (10 a page; the route neither searches nor sorts).
 */
export function EntranceExamsTab({ api, studentId, onTakeExam }: EntranceExamsTabProps) {
  const {
    messages,
    fill,
    format: { formatDateTime },
  } = useTexts();
  const { table, query } = useServerTable<Link>({
    queryKey: (q) => queryKeys.teaching.entranceExams(studentId, { page: q.page, limit: q.limit }),
    load: async (q) => {
      const r = await api.teaching.onboarding.entranceExams(studentId, q.page, q.limit);
      return r.ok ? { ...r, data: { items: r.data.links, totalItems: r.data.totalItems } } : r;
    },
    sortable: {},
    pageSizes: [ENTRANCE_EXAMS_PER_PAGE],
  });
  const columns = useMemo(
    () => [
      col.accessor((l) => l.exam_id.title, {
        id: 'title',
        header: messages.onboardingExamTitle,
        cell: ({ row: { original: l } }) => (
          <>
            {l.exam_id.title}
            {l.exam_id.description ? <small>{l.exam_id.description}</small> : null}
          </>
        ),
      }),
      col.accessor((l) => `${formatDateTime(l.exam_id.start_time)} – ${formatDateTime(l.exam_id.end_time)}`, {
        id: 'window',
        header: messages.onboardingExamWindow,
      }),
      col.accessor((l) => fill(messages.onboardingMinutes, { minutes: l.exam_id.duration }), {
        id: 'duration',
        header: messages.onboardingExamDuration,
      }),
      col.accessor((l) => l.exam_id.total_marks, { id: 'marks', header: messages.onboardingExamMarks }),
      ...(onTakeExam
        ? [
            col.display({
              id: 'actions',
              header: messages.onboardingExamActions,
              cell: ({ row: { original: l } }) => (
                <Button
                  size="sm"
                  aria-label={`${messages.onboardingTakeExam}: ${l.exam_id.title}`}
                  onClick={() => onTakeExam(l.exam_id._id)}
                >
                  {messages.onboardingTakeExam}
                </Button>
              ),
            }),
          ]
        : []),
    ],
    [onTakeExam, messages, fill, formatDateTime],
  );
  if (query.status !== 'success') return queryFallback(query);
  if (query.status === 'success' && query.data.totalItems === 0 && table.state.page === 1) {
    return <EmptyState title={messages.onboardingNoExams} />;
  }
  return (
    <Root>
      <DataTable<Numbered<Link>>
        {...table}
        ariaLabel={messages.onboardingEntranceExams}
        columns={columns}
        getRowId={(l) => l._id}
        searchable={false}
        exportable={false}
      />
    </Root>
  );
}

const Root = styled.div`
  small {
    display: block;
    font-weight: normal;
    color: ${tokens.color.textMuted};
  }
`;
