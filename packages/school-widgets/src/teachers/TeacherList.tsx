import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, NewTeacherAccount, Teacher } from '@school/api';
import {
  Alert,
  Button,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  LinkButton,
  LoadingState,
  Select,
  Stack,
  type DataTableColumn,
  type DataTableState,
} from '@school/ui';
import { useTexts } from '../shared/intl';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useServerTable, type Numbered } from '../shared/useServerTable';
import { currentPeriodOf, periodLabel, sectionLabel, shortList, statusText } from './logic';
import { TeacherDialog } from './TeacherDialog';
import { TeacherImportDialog, type TeacherImportDialogProps } from './TeacherImportDialog';
import { TemporaryPasswordsDialog } from './TemporaryPasswordsDialog';

export interface TeacherListProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The academic period; without it a period selector is shown (the current period first). @default undefined */
  periodId?: string;
  /** Called with a teacher's _id (and the period) when the admin opens the teacher. */
  onOpen: (open: { teacherId: string; periodId: string }) => void;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
  /** Reads import files. @default parsing in a Web Worker */
  parseFile?: TeacherImportDialogProps['parseFile'];
  /** Without `periodId`: the period chosen in the selector, when the host keeps it (the portal: in the URL). @default the current period */
  selectedPeriodId?: string;
  /** Without `periodId`: reports the period chosen in the selector. @default undefined */
  onPeriodChange?: (periodId: string) => void;
  /** Search, page, size and sort, when the host keeps them (the portal: in the URL). @default kept inside */
  listState?: Partial<DataTableState>;
  /** Reports every change of search, page, size or sort (a search, size or sort change is on page 1). @default undefined */
  onListStateChange?: (state: DataTableState) => void;
}

/**
 * The teachers of a period: searched, sorted and paged by the server, CSV/Excel export of every
 * matching teacher, refresh, back, ADD and Import (spec 000 §2).
 */
export function TeacherList({ periodId, selectedPeriodId, onPeriodChange, ...rest }: TeacherListProps) {
  return periodId ? (
    <TeacherTable periodId={periodId} {...rest} />
  ) : (
    <TeacherListWithPeriods selectedPeriodId={selectedPeriodId} onPeriodChange={onPeriodChange} {...rest} />
  );
}

const ALL = { page: 1, limit: 'all' } as const;

/** Without a period in the address: a period selector, the current (else latest) period first. */
function TeacherListWithPeriods({ selectedPeriodId, onPeriodChange, ...props }: Omit<TeacherListProps, 'periodId'>) {
  const t = useTexts();
  const { messages } = t;
  const periods = useApiQuery(queryKeys.academics.periods.list(ALL), () => props.api.academics.periods.list(ALL));
  const [own, setOwn] = useState<string | null>(null);
  if (periods.status === 'loading') return <LoadingState label={messages.loading} />;
  if (periods.status === 'error') return <Alert kind="error" message={`${messages.teachersErrorPrefix}${periods.error}`} />;
  const list = periods.data.academicPeriods;
  const picked = selectedPeriodId ?? own;
  // A period from the address that is not (or no longer) one of the school's: the current one.
  const chosen = (picked && list.some((p) => p._id === picked) ? picked : null) ?? currentPeriodOf(list)?._id ?? null;
  if (!chosen) return <EmptyState title={messages.teachersNoPeriod} />;
  return (
    <Stack gap="lg">
      <PeriodBar>
        <Select
          label={messages.teachersPeriodLabel}
          value={chosen}
          options={[...list]
            .sort((a, b) => b.year - a.year || b.semester - a.semester)
            .map((p) => ({ value: p._id, label: periodLabel(t, p) }))}
          onChange={(e) => {
            setOwn(e.currentTarget.value);
            onPeriodChange?.(e.currentTarget.value);
          }}
        />
      </PeriodBar>
      {/* Another period is another list (a host keeping the state decides what it keeps). */}
      <TeacherTable key={chosen} periodId={chosen} {...props} />
    </Stack>
  );
}

/** Table column ids the server sorts by, with its `sortBy` names (subjects and sections are lists). */
const SORTABLE = { ID: 'ID', fullName: 'fullName', email: 'email', gender: 'gender', age: 'age', status: 'status' } as const;
/** The teachers' page sizes (the DataTable's usual ones); the first is the default. */
const TEACHER_PAGE_SIZES = [5, 10, 25] as const;

function TeacherTable({
  api,
  periodId,
  onOpen,
  onBack,
  parseFile,
  listState,
  onListStateChange,
}: Omit<TeacherListProps, 'selectedPeriodId' | 'onPeriodChange'> & { periodId: string }) {
  const t = useTexts();
  const { messages } = t;
  const { table, query } = useServerTable<Teacher>({
    queryKey: (q) => queryKeys.teachers.list(periodId, { ...q }),
    load: async (q) => {
      const r = await api.teachers.list(periodId, q);
      return r.ok ? { ...r, data: { items: r.data.teachers, totalItems: r.data.totalItems } } : r;
    },
    // Export: every matching teacher with every section, not only the page shown.
    loadAll: async (filter) => {
      const r = await api.teachers.list(periodId, { ...filter, page: 1, limit: 'all' });
      return r.ok ? { ...r, data: r.data.teachers } : r;
    },
    sortable: SORTABLE,
    state: listState,
    onStateChange: onListStateChange,
    pageSizes: TEACHER_PAGE_SIZES,
  });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [accounts, setAccounts] = useState<NewTeacherAccount[]>([]);
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Numbered<Teacher>>();
    return [
      col.display({ id: 'number', header: messages.teachersNumberHeader, cell: (info) => info.row.original.n }),
      col.accessor('ID', { header: messages.teachersIdHeader }),
      col.accessor('fullName', {
        header: messages.teachersNameHeader,
        cell: (info) => <LinkButton onClick={() => onOpen({ teacherId: info.row.original._id, periodId })}>{info.getValue()}</LinkButton>,
      }),
      col.accessor((row) => row.email ?? '', { id: 'email', header: messages.teachersEmailHeader }),
      col.accessor((row) => row.gender ?? '', { id: 'gender', header: messages.teachersGenderHeader }),
      col.accessor((row) => row.age ?? '', { id: 'age', header: messages.teachersAgeHeader }),
      col.accessor((row) => [...new Set(row.assignedSections.map((s) => s.course.name))].join(', '), {
        id: 'subject',
        header: messages.teachersSubjectHeader,
      }),
      // The value (search, sort, CSV/Excel export) is every section; only the cell is shortened.
      col.accessor(
        (row) =>
          shortList(
            t,
            row.assignedSections.map((s) => sectionLabel(t, s.gradeID, s.name)),
            Infinity,
          ),
        {
          id: 'sections',
          header: messages.teachersSectionsHeader,
          cell: (info) => shortList(t, info.row.original.assignedSections.map((s) => sectionLabel(t, s.gradeID, s.name))),
        },
      ),
      col.accessor((row) => statusText(t, row.status), { id: 'status', header: messages.teachersStatusHeader }),
    ] as DataTableColumn<Numbered<Teacher>>[];
  }, [onOpen, periodId, t, messages]);

  return (
    <Stack gap="lg">
      {query.status === 'error' ? (
        <Stack gap="md" align="start">
          <Alert kind="error" message={`${messages.teachersErrorPrefix}${query.error}`} />
          <Button variant="secondary" onClick={() => void query.reload()}>
            {messages.teachersTryAgain}
          </Button>
        </Stack>
      ) : (
        <DataTable
          {...table}
          title={messages.teachersTitle}
          columns={columns}
          getRowId={(row) => row._id}
          onRefresh={() => void query.reload()}
          onBack={onBack}
          exportable
          actions={
            <>
              <Button onClick={() => setAdding(true)}>{messages.teachersAdd}</Button>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                {messages.teachersImport}
              </Button>
            </>
          }
        />
      )}
      {adding ? (
        <TeacherDialog
          api={api}
          periodId={periodId}
          open={adding}
          onOpenChange={setAdding}
          onSaved={({ account }) => account && setAccounts([account])}
        />
      ) : null}
      <TeacherImportDialog
        api={api}
        open={importing}
        onOpenChange={setImporting}
        parseFile={parseFile}
        onImported={({ accounts: created }) => setAccounts(created)}
      />
      <TemporaryPasswordsDialog accounts={accounts} onDone={() => setAccounts([])} />
    </Stack>
  );
}

const PeriodBar = styled.div`
  max-width: 20rem;
`;
