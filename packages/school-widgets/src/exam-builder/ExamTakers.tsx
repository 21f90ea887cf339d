import { useMemo, useState } from 'react';
import type { ApiClient, ExamTaker } from '@school/api';
import { Avatar, Button, DataTable, Dialog, EmptyState, dataTableColumnHelper, type DataTableColumn } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { highestLevel } from './logic';
import { integrityText } from '../shared/integrity';
import { queryKeys } from '../shared/queryKeys';

export interface ExamTakersProps {
  /** The API client (teacher or admin token). */
  api: ApiClient;
  /** The viewer's login ID (the path's {id}). */
  viewerId: string;
  examId: string;
  /** Opens one taker's result (the teacher view). */
  onOpenResult: (open: { studentId: string }) => void;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
}

const fullName = (t: ExamTaker) => `${t.student_id.firstName} ${t.student_id.lastName}`;

/**
 * Students who took an exam (/exams/{exam_id}/students, spec 001 §4): picture, names, email,
 * phone, emergency contact, terminated, mistakes, the highest violation level; search by name or
 * email, sort by first or last name, 5/10/15 rows; a row opens the student's result.
 */
export function ExamTakers({ api, viewerId, examId, onOpenResult, onBack }: ExamTakersProps) {
  const texts = useTexts();
  const { messages, fill } = texts;
  const { formatDateTime } = texts.format;
  const query = useApiQuery(queryKeys.exams.takers(examId), () => api.exams.takers(viewerId, examId));
  const [viewing, setViewing] = useState<ExamTaker | null>(null);
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<ExamTaker>();
    const plain = { enableSorting: false } as const;
    return [
      col.display({
        id: 'picture',
        header: messages.examColPicture,
        cell: (i) => {
          const s = i.row.original.student_id;
          return <Avatar name={fullName(i.row.original)} src={s.profilePic ? api.fileUrl('studentexam', s.profilePic) : null} size={32} />;
        },
      }),
      col.accessor((t) => t.student_id.firstName, { id: 'firstName', header: messages.examColFirstName }),
      col.accessor((t) => t.student_id.lastName, { id: 'lastName', header: messages.examColLastName }),
      col.accessor((t) => t.student_id.email ?? '', { id: 'email', header: messages.examColEmail, ...plain }),
      col.accessor((t) => t.student_id.phoneNumber ?? '', {
        id: 'phone',
        header: messages.examColPhone,
        ...plain,
        enableGlobalFilter: false,
      }),
      col.accessor((t) => t.student_id.emergencyContact ?? '', {
        id: 'emergency',
        header: messages.examColEmergency,
        ...plain,
        enableGlobalFilter: false,
      }),
      col.accessor((t) => (t.termination ? messages.examYes : messages.examNo), {
        id: 'terminated',
        header: messages.examColTerminated,
        ...plain,
        enableGlobalFilter: false,
      }),
      col.accessor((t) => t.stud_errors.length, { id: 'mistakes', header: messages.examColMistakes, ...plain, enableGlobalFilter: false }),
      col.accessor(
        (t) => {
          const level = highestLevel(t);
          return level === null ? messages.examLevelNone : fill(messages.examLevelN, { level });
        },
        { id: 'level', header: messages.examColLevel, ...plain, enableGlobalFilter: false },
      ),
      col.display({
        id: 'log',
        header: messages.examColLog,
        cell: (i) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${fill(messages.examViewLog, { count: i.row.original.integrityLog.length })}: ${fullName(i.row.original)}`}
            onClick={(e) => {
              e.stopPropagation(); // the row itself opens the result
              setViewing(i.row.original);
            }}
          >
            {fill(messages.examViewLog, { count: i.row.original.integrityLog.length })}
          </Button>
        ),
      }),
    ] as DataTableColumn<ExamTaker>[];
  }, [api, messages, fill]);
  if (query.status !== 'success') return queryFallback(query, onBack);
  const takers = query.data.students;
  if (takers.length === 0)
    return (
      <section aria-label={messages.examTakersTitle}>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <h2>{messages.examTakersTitle}</h2>
        <EmptyState title={messages.examNoTakers} />
      </section>
    );
  return (
    <>
      <DataTable
        title={messages.examTakersTitle}
        columns={columns}
        data={takers}
        getRowId={(t) => t._id}
        pageSizes={[5, 10, 15]}
        defaultPageSize={5}
        exportable={false}
        onBack={onBack}
        onRefresh={() => void query.reload()}
        onRowClick={({ row }) => onOpenResult({ studentId: row.student_id.ID })}
      />
      <Dialog
        open={viewing !== null}
        onOpenChange={(o) => !o && setViewing(null)}
        title={viewing ? fill(messages.examLogTitle, { name: fullName(viewing) }) : messages.examColLog}
      >
        {viewing && viewing.integrityLog.length === 0 ? <p>{messages.examLogEmpty}</p> : null}
        <ul>
          {viewing?.integrityLog.map((e, n) => (
            <li key={`${e.at}-${n}`}>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time> {integrityText(texts, e)}
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
