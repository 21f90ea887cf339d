import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, ReportRow, SectionReport } from '@school/api';
import { Alert, Button, DataTable, dataTableColumnHelper, EmptyState, tokens, type DataTableColumn } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiMutation, useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { cardPdf, fullName, periodOf, periodText, showGrade } from './logic';
import { VisibilityRadio } from './VisibilityRadio';
import { ReopenTerm } from './ReopenTerm';
import { SectionPrint } from './SectionPrint';
import { usePdfDownload } from './usePdfDownload';
import type { PdfMaker } from './pdf/makePdf';
import { ReportPage } from '../shared/ReportLayout';

export interface SectionGradeReportProps {
  api: ApiClient;
  sectionId: string;
  /** A row opens the student's final report. */
  onOpenStudent: (open: { studentId: string }) => void;
  onBack?: () => void;
  /** Builds the batch PDF; a Web Worker by default (tests inject one). */
  makePdf?: PdfMaker;
}

type Line = ReportRow & { name: string; email: string };

/**
 * Section grade report by semester (spec 002): 'Grade Report for Section: {name}', capacity and
 * actual, the visibility radio, one column per course, total and rank; a row opens the student.
 * Owners print the whole section's report cards as one PDF, built in a Web Worker.
 */
export function SectionGradeReport({ api, sectionId, onOpenStudent, onBack, makePdf }: SectionGradeReportProps) {
  const query = useApiQuery(queryKeys.gradeReports.section(sectionId), () => api.gradeReports.sectionReport(sectionId));
  if (query.status !== 'success') return queryFallback(query, onBack);
  return <Report api={api} report={query.data} onOpenStudent={onOpenStudent} onBack={onBack} makePdf={makePdf} />;
}

function Report({ api, report, onOpenStudent, onBack, makePdf }: Omit<SectionGradeReportProps, 'sectionId'> & { report: SectionReport }) {
  const t = useTexts();
  const { messages, fill } = t;
  const { section } = report;
  const visibility = useApiMutation((isVisible: boolean) => api.gradeReports.setVisibility({ section_id: section._id, isVisible }), {
    invalidates: [queryKeys.gradeReports.all],
  });
  const pdf = usePdfDownload(makePdf);
  // Rank 1 first (issue 18); the Rank column's first click sorts ascending too.
  const rows = useMemo<Line[]>(
    () =>
      report.students
        .map((r) => ({ ...r, name: fullName(r.student), email: r.student.email ?? '' }))
        .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)),
    [report.students],
  );
  const [batchError, setBatchError] = useState<string | null>(null);
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Line>();
    // Rank, name and total first, so they stay in view at 1366 px however many courses follow.
    return [
      col.accessor('rank', { header: messages.colRank, sortDescFirst: false }),
      col.accessor('name', { header: messages.colName }),
      col.accessor('totalGrade', { header: messages.colTotalGrade }),
      ...report.courseTaken.map(({ course_id: c }) =>
        col.accessor((r) => r.grades[c.name] ?? null, {
          id: `course-${c._id}`,
          header: c.name,
          cell: (info) => showGrade(t, info.getValue()),
        }),
      ),
      col.accessor('email', { header: messages.colEmail }),
    ] as DataTableColumn<Line>[];
  }, [report.courseTaken, t, messages]);
  const period = periodOf(section);
  const batch = async () => {
    setBatchError(null);
    const cards = await api.gradeReports.reportCards(section._id);
    if (!cards.ok) {
      setBatchError(fill(messages.batchNoCards, { error: cards.error }));
      return;
    }
    const classSize = cards.data.cards.length;
    await pdf.run(
      { kind: 'cards', cards: cards.data.cards.map((c) => cardPdf(t, c, { ...cards.data, classSize })), language: t.language },
      fill(messages.batchFileName, { section: section.name.replace(/\s+/g, '_'), year: period.year, semester: period.semester }),
    );
  };

  return (
    <ReportPage>
      {onBack ? <BackButton onBack={onBack} /> : null}
      <header>
        <h1>{fill(messages.sectionReportTitle, { name: section.name })}</h1>
        <p>
          {periodText(t, period)} · {fill(messages.capacityActual, { capacity: section.capacity, actual: section.actual })}
        </p>
      </header>
      <VisibilityRadio
        isVisible={report.isVisible}
        busy={visibility.isPending}
        onChange={(v) => visibility.run(v)}
        preview={() => api.gradeReports.releasePreview(section._id)}
      />
      {report.locked ? <ReopenTerm api={api} section={section} period={period} /> : null}
      {rows.length === 0 ? (
        <EmptyState title={messages.noGradeReportAvailable} />
      ) : (
        <>
          <Batch>
            <Button variant="secondary" busy={pdf.busy} onClick={() => void batch()}>
              {messages.batchCards}
            </Button>
            {pdf.progress ? (
              <progress max={pdf.progress.total} value={pdf.progress.done} aria-label={messages.batchCards}>
                {pdf.progress.done}
              </progress>
            ) : null}
            <span role="status">{pdf.progress ? fill(messages.batchProgress, pdf.progress) : ''}</span>
          </Batch>
          <SectionPrint report={report} rows={rows} />
          {pdf.error ? <Alert kind="error" message={fill(messages.batchFailed, { error: pdf.error })} /> : null}
          {batchError ? <Alert kind="error" message={batchError} /> : null}
          <DataTable
            ariaLabel={fill(messages.sectionReportTitle, { name: section.name })}
            columns={columns}
            data={rows}
            getRowId={(r) => r.student._id}
            pageSizes={[5, 10, 25]}
            defaultPageSize={5}
            exportFileName={fill(messages.sectionReportTermFileName, {
              section: section.name.replace(/\s+/g, '_'),
              year: period.year,
              semester: period.semester,
            })}
            onRowClick={({ row }) => onOpenStudent({ studentId: row.student._id })}
          />
        </>
      )}
    </ReportPage>
  );
}

const Batch = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
`;
