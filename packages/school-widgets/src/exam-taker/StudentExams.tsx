import { useMemo } from 'react';
import type { ApiClient, StudentExamSummary } from '@school/api';
import { Chip, DataTable, dataTableColumnHelper, type DataTableColumn } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { QueryError } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { studentStatus, studentStatusLabel, studentStatusTone } from './logic';

export interface StudentExamsProps {
  /** The API client (student token). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
  /** Opens an exam (entry and taking). */
  onOpen: (open: { examId: string }) => void;
  /** Opens the own result of an announced exam. @default undefined */
  onOpenResult?: (open: { examId: string }) => void;
}

/** The student's exams: Upcoming / Live / Expired chips, sortable, 5/10/25 (spec 001 §2). */
export function StudentExams({ api, studentId, onOpen, onOpenResult }: StudentExamsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDateTime } = t.format;
  const query = useApiQuery(queryKeys.exams.ofStudent(studentId), () => api.exams.listForStudent(studentId), { staleTime: 0 });
  // The server's clock decides Upcoming / Live / Expired; nothing shows before the list arrives.
  const now = query.status === 'success' ? Date.parse(query.data.serverNow) : 0;
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<StudentExamSummary>();
    return [
      col.accessor('title', { header: messages.examColTitle }),
      col.accessor((e) => e.courses.join(', '), { id: 'course', header: messages.examColCourse }),
      col.accessor('start_time', { header: messages.examColStart, cell: (i) => formatDateTime(i.getValue()) }),
      col.accessor('duration', { header: messages.examColDuration, cell: (i) => fill(messages.examMinutes, { minutes: i.getValue() }) }),
      col.accessor((e) => studentStatusLabel(t, studentStatus(e, now)), {
        id: 'status',
        header: messages.examColStatus,
        cell: (i) => {
          const s = studentStatus(i.row.original, now);
          return <Chip tone={studentStatusTone[s]} label={studentStatusLabel(t, s)} />;
        },
      }),
      col.accessor((e) => (e.isExamAnnounced ? messages.examShowResult : e.isExamTaken ? messages.examAlreadyTaken : ''), {
        id: 'result',
        header: messages.examColResult,
        cell: (i) => {
          const e = i.row.original;
          if (e.isExamTaken && e.isExamAnnounced && onOpenResult)
            return (
              <a
                href="#result"
                onClick={(ev) => {
                  ev.preventDefault();
                  ev.stopPropagation();
                  onOpenResult({ examId: e._id });
                }}
              >
                {messages.examShowResult}
              </a>
            );
          return i.getValue();
        },
      }),
    ] as DataTableColumn<StudentExamSummary>[];
  }, [now, onOpenResult, t, messages, fill, formatDateTime]);
  if (query.status === 'error') return <QueryError error={query.error} onRetry={() => void query.reload()} />;
  return (
    <DataTable
      title={messages.examStudentListTitle}
      columns={columns}
      data={query.status === 'success' ? query.data.exams : []}
      getRowId={(e) => e._id}
      loading={query.status === 'loading'}
      pageSizes={[5, 10, 25]}
      defaultPageSize={5}
      exportable={false}
      onRefresh={() => void query.reload()}
      onRowClick={({ row }) => onOpen({ examId: row._id })}
    />
  );
}
