import { useCallback, useMemo } from 'react';
import { messages, type ApiClient, type ApplicantRow, type PageQuery } from '@school/api';
import { dataTableColumnHelper, type DataTableColumn } from '@school/ui';
import { formatDate } from '../shared/format';
import { queryKeys } from '../shared/queryKeys';
import { ServerPagedTable, type PagedListState } from '../students/ServerPagedTable';

export interface ApplicantListProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Called with the applicant's record _id when a row is opened. */
  onOpen: (id: string) => void;
  /** Search, page and size, when the host keeps them (the portal: in the URL). @default kept inside */
  listState?: Partial<PagedListState>;
  /** Reports every change of search, page or size. @default undefined */
  onListStateChange?: (state: PagedListState) => void;
}

type Row = ApplicantRow & { n: number };

/** Applicants waiting for approval (spec 000 §2): paged and searched by the server; a row opens the applicant. */
export function ApplicantList({ api, onOpen, listState, onListStateChange }: ApplicantListProps) {
  const load = useCallback(
    async (q: PageQuery) => {
      const r = await api.applicants.list(q);
      return r.ok
        ? { ...r, data: { items: r.data.StudentsTobeApproved, totalPages: r.data.totalPages, totalItems: r.data.totalItems } }
        : r;
    },
    [api],
  );
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Row>();
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
    ] as DataTableColumn<Row>[];
  }, []);
  return (
    <ServerPagedTable<ApplicantRow>
      queryKey={queryKeys.applicants.lists}
      state={listState}
      onStateChange={onListStateChange}
      title={messages.applicantsTitle}
      searchLabel={messages.searchApplicants}
      columns={columns}
      load={load}
      getRowId={(a) => a._id}
      onRowClick={(a) => onOpen(a._id)}
    />
  );
}
