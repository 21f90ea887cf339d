import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Card, Tabs, tokens } from '@school/ui';
import { useApiQuery } from '../../shared/query';
import { queryKeys } from '../../shared/queryKeys';
import { queryFallback } from '../../shared/QueryFallback';
import { FactList } from '../../shared/FactList';
import { personalFacts } from '../../shared/studentLogic';
import { StudentHeader } from '../../student-profile/StudentProfile';
import { EntranceExamsTab } from './EntranceExamsTab';
import { QuestionnairesTab } from './QuestionnairesTab';
import { useTexts } from '../../shared/intl';

export interface ApplicantOnboardingProps {
  /** The API client (the applicant's token). */
  api: ApiClient;
  /** The applicant's login ID. */
  studentId: string;
  /** Starts an entrance exam (the exams area); without it the exams are listed only. @default undefined */
  onTakeExam?: (examId: string) => void;
}

/** What an unapproved student sees: Student Info, Academic Info, Entrance Exams and Questionnaires. */
export function ApplicantOnboarding({ api, studentId, onTakeExam }: ApplicantOnboardingProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const query = useApiQuery(queryKeys.teaching.studentRecord(studentId), () => api.students.get(studentId));
  if (query.status !== 'success') return queryFallback(query);
  const s = query.data.student;
  const applied =
    s.application_year !== null && s.application_semester !== null
      ? fill(messages.teachingPeriod, { year: s.application_year, semester: s.application_semester })
      : null;
  return (
    <Root>
      <h2>{messages.onboardingTitle}</h2>
      <p>{messages.onboardingIntro}</p>
      <Tabs
        label={messages.onboardingTitle}
        items={[
          {
            value: 'student',
            label: messages.onboardingStudentInfo,
            content: (
              <Card>
                <StudentHeader api={api} student={s} />
                <FactList facts={personalFacts(t, s)} />
              </Card>
            ),
          },
          {
            value: 'academic',
            label: messages.onboardingAcademicInfo,
            content: (
              <Card>
                <FactList
                  facts={[
                    { label: messages.onboardingPreviousSchool, value: s.previousSchoolAttended },
                    { label: messages.onboardingCurrentGrade, value: s.currentGradeLevel },
                    { label: messages.onboardingAverage, value: s.avarageValue },
                    { label: messages.onboardingAppliedFor, value: s.classG },
                    { label: messages.onboardingApplication, value: applied },
                  ]}
                />
              </Card>
            ),
          },
          {
            value: 'exams',
            label: messages.onboardingEntranceExams,
            content: <EntranceExamsTab api={api} studentId={studentId} onTakeExam={onTakeExam} />,
          },
          {
            value: 'questionnaires',
            label: messages.onboardingQuestionnaires,
            content: <QuestionnairesTab api={api} studentId={studentId} />,
          },
        ]}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  h2,
  > p {
    margin: 0;
  }
`;
