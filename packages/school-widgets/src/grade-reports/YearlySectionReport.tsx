import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { isHighAverage, type ApiClient, type YearlyReport } from '@school/api';
import {
  Button,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  IconChevronDown,
  IconChevronRight,
  Select,
  TextField,
  tokens,
  VisuallyHidden,
} from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiMutation, useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts, type Texts } from '../shared/intl';
import { periodText, semestersOf, showGrade, showPercent, sortYearly, type YearlySort } from './logic';
import { VisibilityRadio } from './VisibilityRadio';

type Student = YearlyReport['students'][number];
interface SemesterLine {
  id: string;
  semester: string;
  course: string;
  grade: string;
}
const col = dataTableColumnHelper<Student>();
const semesterCol = dataTableColumnHelper<SemesterLine>();
const semesterColumns = ({ messages }: Texts) => [
  semesterCol.accessor('semester', { header: messages.colSemester, enableSorting: false }),
  semesterCol.accessor('course', { header: messages.colCourse, enableSorting: false }),
  semesterCol.accessor('grade', { header: messages.colGrade, enableSorting: false }),
];

export interface YearlySectionReportProps {
  api: ApiClient;
  sectionName: string;
  year: number;
  /** The detail button: the admin or teacher path of the student's yearly report. */
  onOpenStudent: (open: { studentId: string }) => void;
  onBack?: () => void;
}

const PAGE = 5;
const sorts = ({ messages }: Texts): { value: YearlySort; label: string }[] => [
  { value: 'rank', label: messages.sortRank },
  { value: 'overallAverage', label: messages.sortOverall },
  { value: 'studentId', label: messages.sortStudentId },
];

/** Yearly section grade report (spec 002): search by student ID, sort, visibility, expandable semesters, 5 per page. */
export function YearlySectionReport({ api, sectionName, year, onOpenStudent, onBack }: YearlySectionReportProps) {
  const query = useApiQuery(queryKeys.gradeReports.yearly(sectionName, year), () => api.gradeReports.yearlyReport(sectionName, year));
  if (query.status !== 'success') return queryFallback(query, onBack);
  return <Yearly api={api} report={query.data} onOpenStudent={onOpenStudent} onBack={onBack} reload={() => void query.reload()} />;
}

function Yearly({
  api,
  report,
  onOpenStudent,
  onBack,
  reload,
}: Omit<YearlySectionReportProps, 'sectionName' | 'year'> & { report: YearlyReport; reload: () => void }) {
  const t = useTexts();
  const { messages, fill } = t;
  const semesterCols = useMemo(() => semesterColumns(t), [t]);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<YearlySort>('rank');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const visibility = useApiMutation(
    (isVisible: boolean) => api.gradeReports.setYearVisibility({ section_name: report.section_name, year: report.year, isVisible }),
    { invalidates: [queryKeys.gradeReports.all] },
  );
  const term = search.trim().toLowerCase();
  const rows = sortYearly(
    report.students.filter((s) => s.studentId.toLowerCase().includes(term)),
    sort,
  );
  const columns = useMemo(
    () => [
      col.display({
        id: 'semesters',
        header: () => <VisuallyHidden>{messages.colSemesters}</VisuallyHidden>,
        cell: ({ row: { original: s } }) => (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open === s._id}
            aria-label={fill(messages.showSemesters, { id: s.studentId })}
            onClick={() => setOpen(open === s._id ? null : s._id)}
          >
            {open === s._id ? <IconChevronDown size={16} aria-hidden="true" /> : <IconChevronRight size={16} aria-hidden="true" />}
          </Button>
        ),
      }),
      col.accessor('studentId', { header: messages.colStudentId, enableSorting: false }),
      col.accessor('fullName', { header: messages.colName, enableSorting: false }),
      col.accessor('rank', { header: messages.colRank, enableSorting: false }),
      col.accessor('overallAverage', {
        header: messages.colOverallAverage,
        enableSorting: false,
        cell: (i) => <Average data-high={isHighAverage(i.getValue()) || undefined}>{showPercent(t, i.getValue())}</Average>,
      }),
      col.display({
        id: 'detail',
        header: messages.colDetail,
        cell: ({ row: { original: s } }) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={fill(messages.openDetail, { id: s.studentId })}
            onClick={() => onOpenStudent({ studentId: s.studentId })}
          >
            {messages.colDetail}
          </Button>
        ),
      }),
    ],
    [open, onOpenStudent, t, messages, fill],
  );
  const opened = rows.find((s) => s._id === open);
  const semesters: SemesterLine[] = opened
    ? semestersOf(report, opened).flatMap(({ period, entry }) =>
        Object.entries(entry.courses).map(([course, grade]) => ({
          id: `${period._id}-${course}`,
          semester: periodText(t, period),
          course,
          grade: showGrade(t, grade),
        })),
      )
    : [];
  return (
    <Root>
      <Bar>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <Button variant="ghost" onClick={reload}>
          {messages.refresh}
        </Button>
      </Bar>
      <header>
        <h1>{fill(messages.yearlyTitle, { year: report.year })}</h1>
        <p>{report.section_name}</p>
      </header>
      <VisibilityRadio
        isVisible={report.isVisible}
        busy={visibility.isPending}
        onChange={(v) => visibility.run(v)}
        preview={() => api.gradeReports.yearReleasePreview(report.section_name, report.year)}
      />
      <Controls>
        <TextField
          label={messages.searchStudentId}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select label={messages.sortBy} options={sorts(t)} value={sort} onChange={(e) => setSort(e.currentTarget.value as YearlySort)} />
      </Controls>
      {rows.length === 0 ? (
        <EmptyState title={messages.noStudentsFound} />
      ) : (
        <DataTable<Student>
          ariaLabel={fill(messages.yearlyTitle, { year: report.year })}
          columns={columns}
          data={rows}
          getRowId={(s) => s._id}
          searchable={false}
          exportable={false}
          pageSizes={[PAGE]}
          defaultPageSize={PAGE}
          state={{ page }}
          onStateChange={(next) => setPage(next.page)}
        />
      )}
      {opened ? (
        <DataTable<SemesterLine>
          ariaLabel={fill(messages.showSemesters, { id: opened.studentId })}
          columns={semesterCols}
          data={semesters}
          getRowId={(l) => l.id}
          searchable={false}
          paginated={false}
          exportable={false}
        />
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  header h1 {
    margin: 0;
  }
  header p {
    margin: ${tokens.space.xs} 0 0;
    color: ${tokens.color.textMuted};
  }
`;
const Bar = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
`;
const Average = styled.span`
  &[data-high] {
    color: ${tokens.color.success};
    font-weight: ${tokens.font.weightBold};
  }
`;
