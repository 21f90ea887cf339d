import styled from 'styled-components';
import type { ReportRow, SectionReport } from '@school/api';
import { Button, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { fullName, periodOf, periodText, showGrade, showPercent } from './logic';
import { PrintArea, printReport } from './PrintArea';

/**
 * The section report on paper (issue 18): every student ranked (not only the page on screen),
 * with ID, each course, total, average and rank, under the school's name, the title and the
 * section's year and term.
 */
export function SectionPrint({ report, rows }: { report: SectionReport; rows: readonly ReportRow[] }) {
  const t = useTexts();
  const { messages, fill } = t;
  const { section } = report;
  const title = fill(messages.sectionReportTitle, { name: section.name });
  return (
    <>
      <div data-no-print="">
        <Button variant="secondary" onClick={printReport}>
          {messages.printSection}
        </Button>
      </div>
      <PrintArea
        title={title}
        whose={[fill(messages.printWhoseSection, { section: section.name, term: periodText(t, periodOf(section)) })]}
      >
        <Table data-print-only="" hidden>
          <thead>
            <tr>
              <th scope="col">{messages.colRank}</th>
              <th scope="col">{messages.colName}</th>
              <th scope="col">{messages.studentIdLabel}</th>
              {report.courseTaken.map(({ course_id: c }) => (
                <th key={c._id} scope="col">
                  {c.name}
                </th>
              ))}
              <th scope="col">{messages.colTotalGrade}</th>
              <th scope="col">{messages.averageFact}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.student._id}>
                <td>{r.rank}</td>
                <th scope="row">{fullName(r.student)}</th>
                <td>{r.student.ID}</td>
                {report.courseTaken.map(({ course_id: c }) => (
                  <td key={c._id}>{showGrade(t, r.grades[c.name] ?? null)}</td>
                ))}
                <td>{r.totalGrade}</td>
                <td>{showPercent(t, r.average)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </PrintArea>
    </>
  );
}

// eslint-disable-next-line no-restricted-syntax -- the printed section report, a document (decision 108)
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.sizeSm};
  th,
  td {
    text-align: start;
    padding: 2px ${tokens.space.xs};
    border-bottom: 1px solid ${tokens.color.border};
  }
`;
