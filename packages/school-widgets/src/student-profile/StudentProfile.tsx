import styled from 'styled-components';
import type { ApiClient, StudentRecord } from '@school/api';
import { Avatar, Card, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { queryFallback } from '../shared/QueryFallback';
import { FactList } from '../shared/FactList';
import { useTexts } from '../shared/intl';
import { fullNameOf, personalFacts, sortRecords } from '../shared/studentLogic';

export interface StudentProfileProps {
  /** The API client (student token). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
}

/** The header of a student's own pages: photo, name, login ID. */
export function StudentHeader({ api, student }: { api: ApiClient; student: StudentRecord }) {
  const name = fullNameOf(student);
  return (
    <Header>
      <Avatar name={name} src={student.profilePic ? api.fileUrl('students', student.profilePic) : undefined} size={80} />
      <div>
        <h2>{name}</h2>
        <span>{student.user_id.ID}</span>
      </div>
    </Header>
  );
}

/** The student's profile (spec 001 §3 Student profile): photo, personal facts, and academic info per period. */
export function StudentProfile({ api, studentId }: StudentProfileProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const query = useApiQuery(queryKeys.teaching.studentRecord(studentId), () => api.students.get(studentId));
  if (query.status !== 'success') return queryFallback(query);
  const s = query.data.student;
  const records = sortRecords(s.academicRecords);
  return (
    <Root>
      <Card>
        <StudentHeader api={api} student={s} />
        <FactList facts={personalFacts(t, s)} />
      </Card>
      <Card title={messages.studentProfileAcademic}>
        {records.length === 0 ? (
          <p>{messages.studentProfileNoRecords}</p>
        ) : (
          <ul>
            {records.map((r) => (
              <li key={r._id}>
                <strong>{r.section.name}</strong>{' '}
                {fill(messages.teachingPeriod, { year: r.academic_period.year, semester: r.academic_period.semester })}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  ul {
    margin: 0;
    padding-left: ${tokens.space.lg};
  }
  p {
    margin: 0;
  }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.lg};
  h2 {
    margin: 0 0 ${tokens.space.xs};
  }
  span {
    color: ${tokens.color.textMuted};
  }
`;
