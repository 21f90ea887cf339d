import { useMemo } from 'react';
import type { ApiClient, GradeChanges } from '@school/api';
import { DataTable, dataTableColumnHelper, Dialog, EmptyState } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts, type Texts } from '../shared/intl';
import { showGrade, slotLabel, sourceLabel } from './logic';

export interface GradeHistoryDialogProps {
  api: ApiClient;
  sectionId: string;
  studentId: string;
  /** The course whose history is open; null closes the dialog. */
  course: { _id: string; name: string } | null;
  onClose: () => void;
}

type Change = GradeChanges['changes'][number];
const PAGE_SIZES = [10, 25, 50] as const;
const col = dataTableColumnHelper<Change>();
/** Every column shows text, so the table's search finds what is on screen; the server's order (newest first) stays. */
const historyColumns = (t: Texts) => {
  const { messages } = t;
  return [
    col.accessor((c) => t.format.formatDateTime(c.createdAt), { id: 'when', header: messages.colWhen, enableSorting: false }),
    col.accessor((c) => slotLabel(t, c.slot), { id: 'slot', header: messages.colSlot, enableSorting: false }),
    col.accessor((c) => showGrade(t, c.oldValue), { id: 'old', header: messages.colOld, enableSorting: false }),
    col.accessor((c) => showGrade(t, c.newValue), { id: 'new', header: messages.colNew, enableSorting: false }),
    col.accessor((c) => (c.changedBy ? `${c.changedBy.fullName} (${c.changedBy.ID})` : messages.notAvailable), {
      id: 'by',
      header: messages.colBy,
      enableSorting: false,
    }),
    col.accessor((c) => (c.sourceTitle ? `${sourceLabel(t, c.source)}: ${c.sourceTitle}` : sourceLabel(t, c.source)), {
      id: 'source',
      header: messages.colSource,
      enableSorting: false,
    }),
  ];
};

/** Every change of a student's course grade: when, which exam, old, new, by whom, from where. */
export function GradeHistoryDialog({ api, sectionId, studentId, course, onClose }: GradeHistoryDialogProps) {
  const { messages, fill } = useTexts();
  return (
    <Dialog
      open={course !== null}
      onOpenChange={(o) => !o && onClose()}
      title={fill(messages.historyTitle, { course: course?.name ?? '' })}
      size="lg"
    >
      {course ? <History api={api} course={course} p={{ sectionId, studentId, courseId: course._id }} /> : null}
    </Dialog>
  );
}

function History({
  api,
  course,
  p,
}: {
  api: ApiClient;
  course: { name: string };
  p: { sectionId: string; studentId: string; courseId: string };
}) {
  const t = useTexts();
  const { messages, fill } = t;
  const columns = useMemo(() => historyColumns(t), [t]);
  const query = useApiQuery(queryKeys.gradeReports.history(p), () => api.gradeReports.gradeChanges(p));
  if (query.status !== 'success') return queryFallback(query);
  if (query.data.changes.length === 0) return <EmptyState title={messages.historyEmpty} />;
  return (
    <DataTable<Change>
      ariaLabel={fill(messages.historyTitle, { course: course.name })}
      columns={columns}
      data={query.data.changes}
      getRowId={(c) => c._id}
      searchable={false}
      exportable={false}
      pageSizes={PAGE_SIZES}
      defaultPageSize={PAGE_SIZES[0]}
    />
  );
}
