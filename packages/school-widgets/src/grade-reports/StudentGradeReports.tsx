import { useMemo } from 'react';
import type { ApiClient, StudentReportList } from '@school/api';
import { Chip, DataTable, dataTableColumnHelper, Tabs, type DataTableColumn } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts, type Texts } from '../shared/intl';
import { periodText } from './logic';

export interface StudentGradeReportsProps {
  api: ApiClient;
  /** The student (login ID or record id). */
  studentId: string;
  /** A semester row opens the report card. */
  onOpenCard: (open: { academicPeriodId: string; sectionId: string }) => void;
  /** A section-year row opens the yearly report. */
  onOpenYear: (open: { sectionName: string; year: number }) => void;
}

type SemesterRow = StudentReportList['sections'][number] & { period: string; released: string };
type YearRow = StudentReportList['years'][number] & { released: string };
const released = ({ messages }: Texts, v: boolean) => (v ? messages.releasedChip : messages.notReleasedChip);
const chip = (t: Texts, v: boolean) => <Chip tone={v ? 'success' : 'neutral'} label={released(t, v)} />;

/** The student's grade report screen (spec 002): Grade Report by Semester and by Year. Exported for the parent dashboard. */
export function StudentGradeReports({ api, studentId, onOpenCard, onOpenYear }: StudentGradeReportsProps) {
  const t = useTexts();
  const { messages } = t;
  const query = useApiQuery(queryKeys.gradeReports.student(studentId), () => api.gradeReports.studentReports(studentId));
  const semesterRows = useMemo<SemesterRow[]>(
    () =>
      query.status === 'success'
        ? query.data.sections.map((s) => ({ ...s, period: periodText(t, s.academic_period), released: released(t, s.isVisible) }))
        : [],
    [query, t],
  );
  const yearRows = useMemo<YearRow[]>(
    () => (query.status === 'success' ? query.data.years.map((y) => ({ ...y, released: released(t, y.isVisible) })) : []),
    [query, t],
  );
  const semesterColumns = useMemo(() => {
    const col = dataTableColumnHelper<SemesterRow>();
    return [
      col.accessor('period', { header: messages.colSemester }),
      col.accessor('section_name', { header: messages.colSectionName }),
      col.accessor('released', { header: messages.gradeReportTitle, cell: (info) => chip(t, info.row.original.isVisible) }),
    ] as DataTableColumn<SemesterRow>[];
  }, [t, messages]);
  const yearColumns = useMemo(() => {
    const col = dataTableColumnHelper<YearRow>();
    return [
      col.accessor('section_name', { header: messages.colSectionName }),
      col.accessor('year', { header: messages.colYear }),
      col.accessor('released', { header: messages.gradeReportTitle, cell: (info) => chip(t, info.row.original.isVisible) }),
    ] as DataTableColumn<YearRow>[];
  }, [t, messages]);
  if (query.status !== 'success') return queryFallback(query);
  return (
    <section aria-labelledby="student-grade-reports">
      <h1 id="student-grade-reports">{messages.gradeReportTitle}</h1>
      <Tabs
        label={messages.gradeReportTitle}
        items={[
          {
            value: 'semester',
            label: messages.bySemesterTab,
            content: (
              <DataTable
                title={messages.sectionsBySemester}
                columns={semesterColumns}
                data={semesterRows}
                getRowId={(r) => r.section_id}
                exportable={false}
                onRowClick={({ row }) => onOpenCard({ academicPeriodId: row.academic_period._id, sectionId: row.section_id })}
              />
            ),
          },
          {
            value: 'year',
            label: messages.byYearTab,
            content: (
              <DataTable
                title={messages.sectionListByYear}
                columns={yearColumns}
                data={yearRows}
                getRowId={(r) => `${r.section_name}|${r.year}`}
                exportable={false}
                onRowClick={({ row }) => onOpenYear({ sectionName: row.section_name, year: row.year })}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
