import { useMemo } from 'react';
import type { ApiClient, ApplicantRow } from '@school/api';
import { DataTable, dataTableColumnHelper, type DataTableColumn, type DataTableState } from '@school/ui';
import { QueryError } from '../../shared/QueryFallback';
import { queryKeys } from '../../shared/queryKeys';
import { pagesOf, useServerTable, type Numbered } from '../../shared/useServerTable';
import { LIST_PAGE_SIZES, PERSON_SORTABLE } from '../../shared/studentLogic';
import { useTexts } from '../../shared/intl';

export interface ApplicantListProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Called with the applicant's record _id when a row is opened. */
  onOpen: (id: string) => void;
  /** Search, page, size and sort, when the host keeps them (the portal: in the URL). @default kept inside */
  listState?: Partial<DataTableState>;
  /** Reports every change of search, page, size or sort (a search, size or sort change is on page 1). @default undefined */
  onListStateChange?: (state: DataTableState) => void;
}

/** Table column ids the server sorts applicants by ('#' is a row's place in the list). */
const SORTABLE = { ID: 'ID', ...PERSON_SORTABLE, classG: 'classG', date: 'Date' } as const;

/**
 * Applicants waiting for approval (spec 000 §2): searched, sorted and paged by the server, with
 * refresh and CSV/Excel export of every matching applicant; a row opens the applicant.
 */
export function ApplicantList({ api, onOpen, listState, onListStateChange }: ApplicantListProps) {
  const {
    messages,
    format: { formatDate },
  } = useTexts();
  const { table, query } = useServerTable<ApplicantRow>({
    queryKey: (q) => queryKeys.applicants.list({ ...q }),
    ...pagesOf((q) => api.applicants.list(q), 'StudentsTobeApproved'),
    sortable: SORTABLE,
    state: listState,
    onStateChange: onListStateChange,
    pageSizes: LIST_PAGE_SIZES,
  });
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Numbered<ApplicantRow>>();
    return [
      col.accessor('n', { header: messages.rowNumber }),
      col.accessor('ID', { header: messages.idHeader }),
      col.accessor('firstName', { header: messages.firstNameHeader }),
      col.accessor('middleName', { header: messages.middleNameHeader }),
      col.accessor('lastName', { header: messages.lastNameHeader }),
      col.accessor((s) => s.gender ?? '', { id: 'gender', header: messages.genderHeader }),
      col.accessor((s) => s.email ?? '', { id: 'email', header: messages.emailHeader }),
      col.accessor((s) => s.classG ?? '', { id: 'classG', header: messages.gradeAppliedHeader }),
      col.accessor((s) => formatDate(s.Date), { id: 'date', header: messages.appliedOnHeader }),
    ] as DataTableColumn<Numbered<ApplicantRow>>[];
  }, [messages, formatDate]);
  if (query.status === 'error') return <QueryError error={query.error} onRetry={() => void query.reload()} />;
  return (
    <DataTable
      {...table}
      title={messages.applicantsTitle}
      columns={columns}
      getRowId={(a) => a._id}
      onRowClick={({ row }) => onOpen(row._id)}
      onRefresh={() => void query.reload()}
    />
  );
}
