import { useCallback, useMemo, useState } from 'react';
import type { AcademicPeriod, ApiClient } from '@school/api';
import { dataTableColumnHelper } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { AcademicPeriodDialog } from './AcademicPeriodDialog';
import { AcademicsTable } from './AcademicsTable';
import { numbered, periodLabel } from './logic';

export interface AcademicPeriodListProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Called when the admin opens a period (row click, Enter or Space). */
  onOpen: (period: { id: string; year: number; semester: number }) => void;
}

type Row = AcademicPeriod & { n: number };
const ALL = { page: 1, limit: 'all' } as const;
const col = dataTableColumnHelper<Row>();
const columnsOf = ({ messages }: Texts) => [
  col.accessor('year', { header: messages.yearLabel }),
  col.accessor('semester', { header: messages.semesterLabel }),
  col.accessor('startDate', { header: messages.startDateLabel }),
  col.accessor('endDate', { header: messages.endDateLabel }),
];

/**
 * Every academic period, newest first: search, paging (5, 10, 25), CSV export, refresh, Add;
 * a row opens the period; Edit and Delete (confirmed; the server refuses periods in use).
 */
export function AcademicPeriodList({ api, onOpen }: AcademicPeriodListProps) {
  const t = useTexts();
  const { messages } = t;
  const columns = useMemo(() => columnsOf(t), [t]);
  const nameOf = useCallback((p: Row) => periodLabel(t, p), [t]);
  const query = useApiQuery(queryKeys.academics.periods.list(ALL), () => api.academics.periods.list(ALL));
  const rows = useMemo(() => numbered(query.data?.academicPeriods ?? []), [query.data]);
  const [dialog, setDialog] = useState<{ period?: AcademicPeriod } | null>(null);
  return (
    <>
      <AcademicsTable<Row>
        title={messages.academicPeriodsTitle}
        query={query}
        rows={rows}
        columns={columns}
        nameOf={nameOf}
        addLabel={messages.addAcademicPeriod}
        onAdd={() => setDialog({})}
        onEdit={(period) => setDialog({ period })}
        onDelete={(p) => api.academics.periods.remove(p._id)}
        deleteInvalidates={[queryKeys.academics.periods.all, queryKeys.dashboard.all]}
        deleteTitle={messages.deleteAcademicPeriodTitle}
        onOpen={(p) => onOpen({ id: p._id, year: p.year, semester: p.semester })}
      />
      <AcademicPeriodDialog api={api} open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)} period={dialog?.period} />
    </>
  );
}
