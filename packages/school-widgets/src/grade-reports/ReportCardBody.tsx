import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isHighGrade, type ApiClient, type SingleReport } from '@school/api';
import { Avatar, ScrollTable, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { cardLines, fullName, periodOf, periodText, rankText, showGrade, showPercent, totalText } from './logic';

export interface ReportCardBodyProps {
  api: ApiClient;
  report: SingleReport;
  /** Extra cells per course (View, History), or none. */
  courseActions?: (course: { _id: string; name: string }) => ReactNode;
  /** Show the comment and behavior (the card), or leave them to the owner's editors. @default true */
  showNotes?: boolean;
}

/**
 * The report card (spec 002): photo, name, ID, section, age, gender; course, grade and percentage
 * (N/A without a grade); total out of 100 × courses, rank, average; comment, behaviour; date of
 * issue, signature and notes lines.
 */
export function ReportCardBody({ api, report, courseActions, showNotes = true }: ReportCardBodyProps) {
  const t = useTexts();
  const { messages } = t;
  const s = report.student.student;
  const name = fullName(s);
  const lines = cardLines(report.student, report.courseTaken);
  return (
    <Card aria-label={`${messages.reportCardTitle}: ${name}`}>
      <Head>
        <Avatar name={name} src={s.profilePic ? api.fileUrl('students', s.profilePic) : undefined} size={72} />
        <div>
          <h2>{name}</h2>
          <Facts>
            <span>
              {messages.studentIdLabel}: <b>{s.ID}</b>
            </span>
            <span>
              {messages.sectionFact}: <b>{report.section.name}</b> · {periodText(t, periodOf(report.section))}
            </span>
            <span>
              {messages.ageFact}: <b>{s.age ?? messages.notAvailable}</b>
            </span>
            <span>
              {messages.genderFact}: <b>{s.gender ?? messages.notAvailable}</b>
            </span>
          </Facts>
        </div>
      </Head>
      <Table label={messages.reportCoursesTitle}>
        <caption>{messages.reportCoursesTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.colCourse}</th>
            <th scope="col">{messages.colGrade}</th>
            <th scope="col">{messages.colPercentage}</th>
            {courseActions ? (
              <th scope="col" data-no-print="">
                {messages.colDetail}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.courseId}>
              <th scope="row">{l.course}</th>
              <td data-high={isHighGrade(l.grade) || undefined}>{showGrade(t, l.grade)}</td>
              <td>{showPercent(t, l.percentage)}</td>
              {courseActions ? <td data-no-print="">{courseActions({ _id: l.courseId, name: l.course })}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
      <Summary>
        <div>
          <dt>{messages.totalFact}</dt>
          <dd>{totalText(t, report.student, report.courseTaken.length)}</dd>
        </div>
        <div>
          <dt>{messages.averageFact}</dt>
          <dd>{showPercent(t, report.student.average)}</dd>
        </div>
        <div>
          <dt>{messages.rankFact}</dt>
          <dd>{rankText(t, report.student.rank, report.classSize)}</dd>
        </div>
      </Summary>
      {showNotes ? (
        <Summary>
          <div>
            <dt>{messages.teacherCommentTitle}</dt>
            <dd>{report.comment?.comment ?? messages.noCommentsAvailable}</dd>
          </div>
          <div>
            <dt>{messages.behaviourTitle}</dt>
            <dd>{report.studentbehavior?.behavior_value ?? messages.noBehaviorReport}</dd>
          </div>
        </Summary>
      ) : null}
      <Foot>
        <p>
          {messages.dateOfIssue}: {t.format.formatDateBoth(report.issuedAt)}
        </p>
        <p>{messages.signatureLine}: ______________________</p>
        <p>{messages.notesLine}: ______________________________________</p>
      </Foot>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
`;
const Head = styled.div`
  display: flex;
  gap: ${tokens.space.lg};
  align-items: center;
  h2 {
    margin: 0 0 ${tokens.space.xs};
  }
`;
const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs} ${tokens.space.lg};
  margin: 0;
`;
const Table = styled(ScrollTable)`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: ${tokens.font.weightBold};
    padding-bottom: ${tokens.space.xs};
  }
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
const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${tokens.space.md};
  margin: 0;
  dt {
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${tokens.font.weightBold};
    white-space: pre-wrap;
  }
`;
const Foot = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  p {
    margin: 0;
  }
`;
