import styled from 'styled-components';
import { isHighAverage, isHighGrade, reportMaximum, type ApiClient, type YearlyReport } from '@school/api';
import { Card, Chip, EmptyState, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { dayText, isNotReleased, periodText, semestersOf, showGrade, showPercent, yearlyPdf, yearlyPdfName } from './logic';
import { ReportActions } from './ReportActions';
import { ReportNotReleased } from './ReportNotReleased';
import { PrintArea } from './PrintArea';
import type { PdfMaker } from './pdf/makePdf';

export interface YearlyStudentReportProps {
  api: ApiClient;
  sectionName: string;
  year: number;
  studentId: string;
  onBack: () => void;
  /** Back to Home of 'No Report Released' (students and parents). */
  onBackHome?: () => void;
  /** 'student' adds the rank chip, the coloured overall average and the course averages. @default 'staff' */
  variant?: 'staff' | 'student';
  makePdf?: PdfMaker;
}

/**
 * Single student yearly report (spec 002): a card per semester (dates, courses and grades, total,
 * average, course count, behaviour, comments), Download as PDF ({fullName}_GradeReport_{year}.pdf,
 * Pass at 60) and Print. Exported for the parent dashboard too.
 */
export function YearlyStudentReport({
  api,
  sectionName,
  year,
  studentId,
  onBack,
  onBackHome,
  variant = 'staff',
  makePdf,
}: YearlyStudentReportProps) {
  const query = useApiQuery(queryKeys.gradeReports.yearly(sectionName, year, studentId), () =>
    api.gradeReports.yearlyReport(sectionName, year, studentId),
  );
  if (isNotReleased(query) && onBackHome) return <ReportNotReleased onBackHome={onBackHome} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  return <Report report={query.data} onBack={onBack} variant={variant} makePdf={makePdf} />;
}

function Report({
  report,
  onBack,
  variant,
  makePdf,
}: {
  report: YearlyReport;
  onBack: () => void;
  variant: 'staff' | 'student';
  makePdf?: PdfMaker;
}) {
  const t = useTexts();
  const { messages, fill } = t;
  const student = report.students[0];
  if (!student) {
    return (
      <Root>
        <BackButton onBack={onBack} />
        <EmptyState title={messages.noStudentsFound} />
      </Root>
    );
  }
  const comments = student.commentsOnStudentGrade;
  const behaviors = student.behaviorOnStudentGrade;
  return (
    <Root>
      <BackButton onBack={onBack} />
      <h1>{fill(messages.yearlyStudentTitle, { year: report.year, name: student.fullName })}</h1>
      <Summary>
        <span>
          {messages.studentIdLabel}: <b>{student.studentId}</b> · {report.section_name}
        </span>
        {variant === 'student' ? (
          <Chip tone={student.rank === 1 ? 'success' : 'info'} label={`${messages.rankFact}: ${student.rank} / ${report.classSize}`} />
        ) : (
          <span>
            {messages.rankFact}: <b>{student.rank}</b> / {report.classSize}
          </span>
        )}
        <span>
          {messages.overallAverageFact}:{' '}
          <Avg data-high={isHighAverage(student.overallAverage) || undefined}>{showPercent(t, student.overallAverage)}</Avg>
        </span>
      </Summary>
      <ReportActions
        makePdf={makePdf}
        printLabel={messages.print}
        pdf={() => ({
          job: { kind: 'yearly', report: yearlyPdf(t, report, student), language: t.language },
          fileName: yearlyPdfName(student.fullName, report.year),
        })}
      />
      <PrintArea
        title={fill(messages.yearlyStudentTitle, { year: report.year, name: student.fullName })}
        whose={[
          fill(messages.printWhoseName, { name: student.fullName }),
          fill(messages.printWhoseId, { ID: student.studentId }),
          fill(messages.printWhoseYear, { section: report.section_name, year: report.year }),
          fill(messages.printRankAverage, { rank: student.rank, size: report.classSize, average: showPercent(t, student.overallAverage) }),
        ]}
      >
        <Cards>
          {semestersOf(report, student).map(({ period, entry }) => (
            <Card key={period._id} title={fill(messages.semesterCardTitle, period)} headingLevel={2}>
              <p>{fill(messages.datesLabel, { start: dayText(t, period.startDate), end: dayText(t, period.endDate) })}</p>
              <Grades>
                <caption>{periodText(t, period)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{messages.colCourse}</th>
                    <th scope="col">{messages.colGrade}</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(entry.courses).map(([course, grade]) => (
                    <tr key={course}>
                      <th scope="row">{course}</th>
                      <td data-high={isHighGrade(grade) || undefined}>{showGrade(t, grade)}</td>
                    </tr>
                  ))}
                </tbody>
              </Grades>
              <Facts>
                <dt>{messages.totalFact}</dt>
                <dd>{fill(messages.totalOutOf, { total: showGrade(t, entry.totalGrade), max: reportMaximum(entry.courseCount) })}</dd>
                <dt>{messages.averageGradeFact}</dt>
                <dd>{showPercent(t, entry.averageGrade)}</dd>
                <dt>{messages.courseCountFact}</dt>
                <dd>{entry.courseCount}</dd>
                <dt>{messages.behaviourTitle}</dt>
                <dd>{behaviors.find((b) => b.section_id === entry.section_id)?.behavior_value ?? messages.noBehaviorReport}</dd>
                <dt>{messages.commentsTitle}</dt>
                <dd>{comments.find((c) => c.section_id === entry.section_id)?.comment ?? messages.noCommentsAvailable}</dd>
              </Facts>
            </Card>
          ))}
        </Cards>
        {variant === 'student' ? (
          <Cards>
            <Card title={messages.courseAveragesTitle} headingLevel={2}>
              <Facts>
                {Object.entries(student.courseAverages).map(([course, avg]) => (
                  <div key={course}>
                    <dt>{course}</dt>
                    <dd data-high={isHighGrade(avg) || undefined}>{showGrade(t, avg)}</dd>
                  </div>
                ))}
              </Facts>
            </Card>
            <Card title={messages.commentsTitle} headingLevel={2}>
              {comments.length ? comments.map((c) => <p key={c.section_id}>{c.comment}</p>) : <p>{messages.noCommentsAvailable}</p>}
            </Card>
            <Card title={messages.behaviourTitle} headingLevel={2}>
              {behaviors.length ? behaviors.map((b) => <p key={b.section_id}>{b.behavior_value}</p>) : <p>{messages.noBehaviorRecords}</p>}
            </Card>
          </Cards>
        ) : null}
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
const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  margin: 0;
`;
const Avg = styled.b`
  &[data-high] {
    color: ${tokens.color.success};
  }
`;
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${tokens.space.lg};
  margin-bottom: ${tokens.space.lg};
  p {
    margin: 0 0 ${tokens.space.sm};
  }
`;
// eslint-disable-next-line no-restricted-syntax -- the yearly report, a document (decision 108)
const Grades = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    color: ${tokens.color.textMuted};
  }
  th,
  td {
    text-align: start;
    padding: ${tokens.space.xxs} ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
  td[data-high] {
    color: ${tokens.color.success};
    font-weight: ${tokens.font.weightBold};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: ${tokens.space.sm} 0 0;
  > div {
    display: contents;
  }
  dt {
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${tokens.font.weightBold};
  }
  dd[data-high] {
    color: ${tokens.color.success};
  }
`;
