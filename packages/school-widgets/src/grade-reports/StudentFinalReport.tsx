import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, SingleReport } from '@school/api';
import { Button, EmptyState, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useMessages, useTexts } from '../shared/intl';
import { cardPdfName, periodOf, singleCardJob, whoseLines } from './logic';
import { ReportCardBody } from './ReportCardBody';
import { ReportNotes } from './ReportNotes';
import { ReportActions } from './ReportActions';
import { CourseGradeDetail } from './CourseGradeDetail';
import { GradeHistoryDialog } from './GradeHistoryDialog';
import { PrintArea } from './PrintArea';
import type { PdfMaker } from './pdf/makePdf';

export interface StudentFinalReportProps {
  api: ApiClient;
  studentId: string;
  sectionId: string;
  onBack: () => void;
  makePdf?: PdfMaker;
}

/**
 * The single student final report for admins and the section owner (spec 002): the card with
 * average and rank, each course's detail inline and its change history, the owner's comment and
 * behavior, Download as PDF and Print Report. A missing report reads 'No report has been found'.
 */
export function StudentFinalReport({ api, studentId, sectionId, onBack, makePdf }: StudentFinalReportProps) {
  const messages = useMessages();
  const query = useApiQuery(queryKeys.gradeReports.single(studentId, sectionId), () => api.gradeReports.singleReport(studentId, sectionId));
  if (query.status === 'error' && query.code === 'not_found') {
    return (
      <Root>
        <BackButton onBack={onBack} />
        <EmptyState title={messages.noReportFound} />
      </Root>
    );
  }
  if (query.status !== 'success') return queryFallback(query, onBack);
  return <Final api={api} report={query.data} onBack={onBack} makePdf={makePdf} />;
}

function Final({ api, report, onBack, makePdf }: { api: ApiClient; report: SingleReport; onBack: () => void; makePdf?: PdfMaker }) {
  const t = useTexts();
  const { messages, fill } = t;
  const [course, setCourse] = useState<string | null>(null);
  const [history, setHistory] = useState<{ _id: string; name: string } | null>(null);
  const ids = { sectionId: report.section._id, studentId: report.student.student._id };
  return (
    <Root>
      <BackButton onBack={onBack} />
      <h1>{messages.finalReportTitle}</h1>
      <ReportActions makePdf={makePdf} pdf={() => ({ job: singleCardJob(t, report), fileName: cardPdfName(report) })} />
      <PrintArea title={messages.finalReportTitle} whose={whoseLines(t, report)}>
        <ReportCardBody
          api={api}
          report={report}
          showNotes={false}
          courseActions={(c) => (
            <Actions>
              <Button
                size="sm"
                variant="secondary"
                aria-label={fill(messages.viewCourse, { course: c.name })}
                onClick={() => setCourse(c._id)}
              >
                {messages.colDetail}
              </Button>
              <Button size="sm" variant="ghost" aria-label={fill(messages.historyOpen, { course: c.name })} onClick={() => setHistory(c)}>
                {messages.colHistory}
              </Button>
            </Actions>
          )}
        />
        <ReportNotes api={api} report={report} />
      </PrintArea>
      {course ? (
        <CourseGradeDetail
          api={api}
          inline
          {...ids}
          courseId={course}
          academicPeriodId={periodOf(report.section)._id}
          onBack={() => setCourse(null)}
        />
      ) : null}
      <GradeHistoryDialog api={api} {...ids} course={history} onClose={() => setHistory(null)} />
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
const Actions = styled.span`
  display: inline-flex;
  gap: ${tokens.space.xs};
`;
