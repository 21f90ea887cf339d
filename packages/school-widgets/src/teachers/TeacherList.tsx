import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type NewTeacherAccount, type Teacher } from '@school/api';
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
} from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
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
}

/** The teachers of a period: search, paging, CSV export, refresh, back, ADD and Import (spec 000 §2). */
export function TeacherList({ periodId, ...rest }: TeacherListProps) {
  return periodId ? <TeacherTable periodId={periodId} {...rest} /> : <TeacherListWithPeriods {...rest} />;
}

const ALL = { page: 1, limit: 'all' } as const;

/** Without a period in the address: a period selector, the current (else latest) period first. */
function TeacherListWithPeriods(props: Omit<TeacherListProps, 'periodId'>) {
  const periods = useApiQuery(queryKeys.academics.periods.list(ALL), () => props.api.academics.periods.list(ALL));
  const [picked, setPicked] = useState<string | null>(null);
  if (periods.status === 'loading') return <LoadingState label={messages.loading} />;
  if (periods.status === 'error') return <Alert kind="error" message={`${messages.teachersErrorPrefix}${periods.error}`} />;
  const list = periods.data.academicPeriods;
  const chosen = picked ?? currentPeriodOf(list)?._id ?? null;
  if (!chosen) return <EmptyState title={messages.teachersNoPeriod} />;
  return (
    <Stack gap="lg">
      <PeriodBar>
        <Select
          label={messages.teachersPeriodLabel}
          value={chosen}
          options={[...list]
            .sort((a, b) => b.year - a.year || b.semester - a.semester)
            .map((p) => ({ value: p._id, label: periodLabel(p) }))}
          onChange={(e) => setPicked(e.currentTarget.value)}
        />
      </PeriodBar>
      <TeacherTable periodId={chosen} {...props} />
    </Stack>
  );
}

function TeacherTable({ api, periodId, onOpen, onBack, parseFile }: TeacherListProps & { periodId: string }) {
  const query = useApiQuery(queryKeys.teachers.list(periodId, { limit: 'all' }), () => api.teachers.list(periodId, { limit: 'all' }));
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [accounts, setAccounts] = useState<NewTeacherAccount[]>([]);
  const rows = useMemo(() => (query.status === 'success' ? query.data.teachers : []), [query.status, query.data]);
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Teacher>();
    return [
      col.display({ id: 'number', header: messages.teachersNumberHeader, cell: (info) => info.row.index + 1 }),
      col.accessor('ID', { header: messages.teachersIdHeader }),
      col.accessor('fullName', {
        header: messages.teachersNameHeader,
        cell: (info) => <LinkButton onClick={() => onOpen({ teacherId: info.row.original._id, periodId })}>{info.getValue()}</LinkButton>,
      }),
      col.accessor((t) => t.email ?? '', { id: 'email', header: messages.teachersEmailHeader }),
      col.accessor((t) => t.gender ?? '', { id: 'gender', header: messages.teachersGenderHeader }),
      col.accessor((t) => t.age ?? '', { id: 'age', header: messages.teachersAgeHeader }),
      col.accessor((t) => [...new Set(t.assignedSections.map((s) => s.course.name))].join(', '), {
        id: 'subject',
        header: messages.teachersSubjectHeader,
      }),
      // The value (search, sort, CSV/Excel export) is every section; only the cell is shortened.
      col.accessor(
        (t) =>
          shortList(
            t.assignedSections.map((s) => sectionLabel(s.gradeID, s.name)),
            Infinity,
          ),
        {
          id: 'sections',
          header: messages.teachersSectionsHeader,
          cell: (info) => shortList(info.row.original.assignedSections.map((s) => sectionLabel(s.gradeID, s.name))),
        },
      ),
      col.accessor((t) => statusText(t.status), { id: 'status', header: messages.teachersStatusHeader }),
    ] as DataTableColumn<Teacher>[];
  }, [onOpen, periodId]);

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
          title={messages.teachersTitle}
          columns={columns}
          data={rows}
          getRowId={(t) => t._id}
          loading={query.status === 'loading'}
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
