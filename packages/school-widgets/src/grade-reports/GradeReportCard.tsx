import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, EmptyState, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { cardPdfName, isNotReleased, periodOf, singleCardJob, whoseLines } from './logic';
import { ReportCardBody } from './ReportCardBody';
import { ReportActions } from './ReportActions';
import { ReportNotReleased } from './ReportNotReleased';
import { PrintArea } from './PrintArea';
import type { PdfMaker } from './pdf/makePdf';

export interface GradeReportCardProps {
  api: ApiClient;
  /** The student (login ID or record id). */
  studentId: string;
  sectionId: string;
  onBack: () => void;
  /** Back to Home of 'No Report Released'. */
  onBackHome: () => void;
  /** A course opens its grade detail (the course route). */
  onOpenCourse?: (open: { courseId: string; academicPeriodId: string }) => void;
  makePdf?: PdfMaker;
}

/**
 * The grade report card students and parents read (spec 002), with back and refresh, Download
 * as PDF and Print. While the owner hides grades it shows 'No Report Released'. Exported for the
 * parent dashboard too.
 */
export function GradeReportCard({ api, studentId, sectionId, onBack, onBackHome, onOpenCourse, makePdf }: GradeReportCardProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const query = useApiQuery(queryKeys.gradeReports.single(studentId, sectionId), () => api.gradeReports.singleReport(studentId, sectionId));
  if (isNotReleased(query)) return <ReportNotReleased onBackHome={onBackHome} />;
  if (query.status === 'error' && query.code === 'not_found') {
    return (
      <Root>
        <BackButton onBack={onBack} />
        <EmptyState title={messages.noReportFound} />
      </Root>
    );
  }
  if (query.status !== 'success') return queryFallback(query, onBack);
  const report = query.data;
  const period = periodOf(report.section);
  return (
    <Root>
      <Bar data-no-print="">
        <BackButton onBack={onBack} />
        <Button variant="ghost" busy={query.isFetching} onClick={() => void query.reload()}>
          {messages.refresh}
        </Button>
      </Bar>
      <h1>{messages.reportCardTitle}</h1>
      <ReportActions
        makePdf={makePdf}
        printLabel={messages.print}
        pdf={() => ({ job: singleCardJob(t, report), fileName: cardPdfName(report) })}
      />
      <PrintArea title={messages.reportCardTitle} whose={whoseLines(t, report)}>
        <ReportCardBody
          api={api}
          report={report}
          courseActions={
            onOpenCourse
              ? (c) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={fill(messages.viewCourse, { course: c.name })}
                    onClick={() => onOpenCourse({ courseId: c._id, academicPeriodId: period._id })}
                  >
                    {messages.colDetail}
                  </Button>
                )
              : undefined
          }
        />
      </PrintArea>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  > button {
    justify-self: start;
  }
  h1 {
    margin: 0;
  }
`;
const Bar = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
`;
