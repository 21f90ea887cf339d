import styled from 'styled-components';
import type { ApiClient, CourseReport } from '@school/api';
import { Button, Card, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { fullName, periodText, showGrade } from './logic';

export interface CourseGradeDetailProps {
  api: ApiClient;
  sectionId: string;
  courseId: string;
  academicPeriodId: string;
  studentId: string;
  /** Back (a route) or Close (inline). */
  onBack: () => void;
  /** Shown inline in a report: the back action reads Close. @default false */
  inline?: boolean;
}

/** Course grade detail (spec 002): student, course, teacher, section, final, mid, the teacher exams and the average. */
export function CourseGradeDetail({
  api,
  sectionId,
  courseId,
  academicPeriodId,
  studentId,
  onBack,
  inline = false,
}: CourseGradeDetailProps) {
  const p = { sectionId, courseId, academicPeriodId, studentId };
  const query = useApiQuery(queryKeys.gradeReports.course(p), () => api.gradeReports.courseReport(p));
  if (query.status !== 'success') return queryFallback(query, onBack);
  return <Detail report={query.data} onBack={onBack} inline={inline} />;
}

function Detail({ report, onBack, inline }: { report: CourseReport; onBack: () => void; inline: boolean }) {
  const t = useTexts();
  const { messages, fill } = t;
  const g = report.gradeReport;
  const facts: [string, string][] = [
    [messages.colName, `${fullName(g.student_id)} (${g.student_id.ID})`],
    [messages.courseFact, g.teacherInSection_id.course_id.name],
    [messages.teacherFact, g.teacherInSection_id.teacher_id?.fullName ?? messages.notAvailable],
    [messages.sectionFact, `${g.teacherInSection_id.section_id.name} · ${periodText(t, g.academic_period)}`],
    [messages.finalExamFact, showGrade(t, g.finalExam)],
    [messages.midExamFact, showGrade(t, g.midExam)],
    ...g.teachExam.map((v, i): [string, string] => [fill(messages.teachExamFact, { n: i + 1 }), showGrade(t, v)]),
    [messages.courseAverageFact, showGrade(t, g.average)],
  ];
  return (
    <Root>
      {inline ? null : <BackButton onBack={onBack} />}
      <Card
        title={`${messages.courseDetailTitle}: ${g.teacherInSection_id.course_id.name}`}
        headingLevel={2}
        actions={
          inline ? (
            <Button variant="ghost" onClick={onBack}>
              {messages.closeDetail}
            </Button>
          ) : null
        }
      >
        <Facts>
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </Facts>
      </Card>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  > button {
    justify-self: start;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${tokens.space.md};
  margin: 0;
  dt {
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${tokens.font.weightBold};
  }
`;
