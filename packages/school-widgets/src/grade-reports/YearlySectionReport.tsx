import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { isHighAverage, messages, type ApiClient, type YearlyReport } from '@school/api';
import {
  Button,
  EmptyState,
  IconChevronDown,
  IconChevronRight,
  Pagination,
  ScrollTable,
  Select,
  TextField,
  tokens,
  VisuallyHidden,
} from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiMutation, useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { fill } from '../shared/text';
import { periodText, semestersOf, showGrade, showPercent, sortYearly, type YearlySort } from './logic';
import { VisibilityRadio } from './VisibilityRadio';

export interface YearlySectionReportProps {
  api: ApiClient;
  sectionName: string;
  year: number;
  /** The detail button: the admin or teacher path of the student's yearly report. */
  onOpenStudent: (open: { studentId: string }) => void;
  onBack?: () => void;
}

const PAGE = 5;
const SORTS: { value: YearlySort; label: string }[] = [
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
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * PAGE, current * PAGE);
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
      <VisibilityRadio isVisible={report.isVisible} busy={visibility.isPending} onChange={(v) => visibility.run(v)} />
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
        <Select label={messages.sortBy} options={SORTS} value={sort} onChange={(e) => setSort(e.currentTarget.value as YearlySort)} />
      </Controls>
      {shown.length === 0 ? (
        <EmptyState title={messages.noStudentsFound} />
      ) : (
        <Table label={fill(messages.yearlyTitle, { year: report.year })}>
          <thead>
            <tr>
              <th scope="col">
                <VisuallyHidden>{messages.colSemesters}</VisuallyHidden>
              </th>
              <th scope="col">{messages.colStudentId}</th>
              <th scope="col">{messages.colName}</th>
              <th scope="col">{messages.colRank}</th>
              <th scope="col">{messages.colOverallAverage}</th>
              <th scope="col">{messages.colDetail}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((s) => (
              <Fragment key={s._id}>
                <tr>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={open === s._id}
                      aria-label={fill(messages.showSemesters, { id: s.studentId })}
                      onClick={() => setOpen(open === s._id ? null : s._id)}
                    >
                      {open === s._id ? (
                        <IconChevronDown size={16} aria-hidden="true" />
                      ) : (
                        <IconChevronRight size={16} aria-hidden="true" />
                      )}
                    </Button>
                  </td>
                  <td>{s.studentId}</td>
                  <td>{s.fullName}</td>
                  <td>{s.rank}</td>
                  <td data-high={isHighAverage(s.overallAverage) || undefined}>{showPercent(s.overallAverage)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={fill(messages.openDetail, { id: s.studentId })}
                      onClick={() => onOpenStudent({ studentId: s.studentId })}
                    >
                      {messages.colDetail}
                    </Button>
                  </td>
                </tr>
                {open === s._id ? (
                  <tr>
                    <td colSpan={6}>
                      <Inner>
                        <thead>
                          <tr>
                            <th scope="col">{messages.colSemester}</th>
                            <th scope="col">{messages.colCourse}</th>
                            <th scope="col">{messages.colGrade}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {semestersOf(report, s).flatMap(({ period, entry }) =>
                            Object.entries(entry.courses).map(([course, grade]) => (
                              <tr key={`${period._id}-${course}`}>
                                <td>{periodText(period)}</td>
                                <td>{course}</td>
                                <td>{showGrade(grade)}</td>
                              </tr>
                            )),
                          )}
                        </tbody>
                      </Inner>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={current} pageCount={pageCount} onPageChange={({ page: p }) => setPage(p)} />
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
const Table = styled(ScrollTable)`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
  td[data-high] {
    color: ${tokens.color.success};
    font-weight: ${tokens.font.weightBold};
  }
`;
const Inner = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${tokens.color.surfaceMuted};
  font-size: ${tokens.font.sizeSm};
`;
