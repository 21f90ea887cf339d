import { useMemo, useState } from 'react';
import type { ApiClient, TeacherExamSummary } from '@school/api';
import { Button, Chip, DataTable, dataTableColumnHelper, type DataTableColumn } from '@school/ui';
import { pagesOf, useServerTable, type Numbered } from '../shared/useServerTable';
import { QueryError } from '../shared/QueryFallback';
import { useTexts, type Texts } from '../shared/intl';
import { sectionWithTerm } from '../shared/term';
import { useNow } from '../shared/useNow';
import { ExamDialog } from './ExamDialog';
import { teacherExamStatus, teacherStatusLabel, teacherStatusTone } from './logic';
import { queryKeys } from '../shared/queryKeys';

export const EXAM_PAGE_SIZES = [5, 10, 15] as const;

export interface TeacherExamsProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  /** Opens an exam's detail (also after it was created). */
  onOpen: (open: { examId: string }) => void;
}

const sectionsText = (t: Texts, e: TeacherExamSummary) =>
  e.is_entrance
    ? t.fill(t.messages.examEntranceTag, { grade: e.grade_name ?? '' })
    : e.sectioninfo
        .map((s) =>
          sectionWithTerm(
            t,
            t.fill(t.messages.teachingSectionCourse, { course: s.course_id.name, section: s.section_id.name }),
            s.academic_period,
          ),
        )
        .join(', ');

/** The teacher's exams (/teacher/{id}/exams): sortable, searchable, 5/10/15 rows, status chips, Add Exam. */
export function TeacherExams({ api, teacherId, onOpen }: TeacherExamsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDateTime } = t.format;
  // Paged, searched and sorted by the server (issue 34), like the other long lists.
  const { table, query } = useServerTable<TeacherExamSummary>({
    queryKey: (q) => [...queryKeys.exams.teacher(teacherId), q],
    ...pagesOf((q) => api.exams.listForTeacher(teacherId, q), 'exams'),
    sortable: { title: 'title', start: 'start_time', end: 'end_time', duration: 'duration' },
    pageSizes: EXAM_PAGE_SIZES,
  });
  const [adding, setAdding] = useState(false);
  const now = useNow(30_000);
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Numbered<TeacherExamSummary>>();
    return [
      col.accessor('title', {
        header: messages.examColTitle,
        cell: (info) => (
          <>
            {info.getValue()} {info.row.original.can_be_used_as_mock ? <Chip label={messages.examMockTag} tone="warning" /> : null}
          </>
        ),
      }),
      col.accessor((e) => sectionsText(t, e), { id: 'sections', header: messages.examColSections }),
      col.accessor((e) => Date.parse(e.start_time), {
        id: 'start',
        header: messages.examColStart,
        cell: (i) => formatDateTime(i.row.original.start_time),
      }),
      col.accessor((e) => Date.parse(e.end_time), {
        id: 'end',
        header: messages.examColEnd,
        cell: (i) => formatDateTime(i.row.original.end_time),
      }),
      col.accessor('duration', { header: messages.examColDuration, cell: (i) => fill(messages.examMinutes, { minutes: i.getValue() }) }),
      col.accessor((e) => teacherStatusLabel(t, teacherExamStatus(e, now)), {
        id: 'status',
        header: messages.examColStatus,
        cell: (i) => {
          const s = teacherExamStatus(i.row.original, now);
          return <Chip label={teacherStatusLabel(t, s)} tone={teacherStatusTone[s]} />;
        },
      }),
      col.accessor('studentExamTaken', { header: messages.examColTakers }),
    ] as DataTableColumn<Numbered<TeacherExamSummary>>[];
  }, [now, t, messages, fill, formatDateTime]);
  if (query.status === 'error') return <QueryError error={query.error} onRetry={() => void query.reload()} />;

  return (
    <>
      <DataTable
        {...table}
        title={messages.examListTitle}
        columns={columns}
        getRowId={(e) => e._id}
        exportable={false}
        onRefresh={() => void query.reload()}
        onRowClick={({ row }) => onOpen({ examId: row._id })}
        actions={<Button onClick={() => setAdding(true)}>{messages.examAdd}</Button>}
      />
      <ExamDialog api={api} teacherId={teacherId} open={adding} onOpenChange={setAdding} onSaved={onOpen} />
    </>
  );
}
