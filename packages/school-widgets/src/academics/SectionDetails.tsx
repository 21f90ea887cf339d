import { useMemo } from 'react';
import styled from 'styled-components';
import type { ApiClient, SectionStudent, SectionTeacher } from '@school/api';
import { Alert, Button, DataTable, dataTableColumnHelper, PageHeader, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { numbered } from './logic';
import { genderText } from '../shared/words';

export interface SectionDetailsProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The section's _id. */
  sectionId: string;
  /** Opens the section's weekly schedule. */
  onOpenSchedule: (sectionId: string) => void;
  /** Back to the academic period. */
  onBack: () => void;
  /** Opens the section's grade report (issue 18: every term's report reachable). @default undefined (no link) */
  onOpenReport?: (sectionId: string) => void;
}

type StudentRow = SectionStudent & { n: number };
type TeacherRow = SectionTeacher & { n: number };
const s = dataTableColumnHelper<StudentRow>();
const studentColumnsOf = (t: Texts) => {
  const { messages } = t;
  return [
    s.accessor('n', { header: messages.numberHeader }),
    s.accessor('ID', { header: messages.idLabel }),
    s.accessor('firstName', { header: messages.firstNameLabel }),
    s.accessor('middleName', { header: messages.middleNameLabel }),
    s.accessor('lastName', { header: messages.lastNameLabel }),
    s.accessor((x) => genderText(t, x.gender), {
      id: 'gender',
      header: messages.genderLabel,
    }),
    s.accessor((x) => x.email ?? '', { id: 'email', header: messages.emailLabel }),
    s.accessor((x) => x.age ?? '', { id: 'age', header: messages.ageLabel }),
  ];
};
const tc = dataTableColumnHelper<TeacherRow>();
const teacherColumnsOf = ({ messages }: Texts) => [
  tc.accessor('n', { header: messages.numberHeader }),
  tc.accessor('ID', { header: messages.idLabel }),
  tc.accessor('fullName', { header: messages.fullNameLabel }),
  tc.accessor((x) => x.course.name, { id: 'course', header: messages.courseHeader }),
  tc.accessor((x) => x.email ?? '', { id: 'email', header: messages.emailLabel }),
];

/** A section: name, grade, capacity, students enrolled; its students and teachers (search, CSV export); the Schedule link. */
export function SectionDetails({ api, sectionId, onOpenSchedule, onBack, onOpenReport }: SectionDetailsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const studentColumns = useMemo(() => studentColumnsOf(t), [t]);
  const teacherColumns = useMemo(() => teacherColumnsOf(t), [t]);
  const section = useApiQuery(queryKeys.academics.sectionInfo(sectionId), () => api.academics.sections.get(sectionId));
  const students = useApiQuery(queryKeys.academics.sectionStudents(sectionId), () => api.academics.sections.students(sectionId));
  const teachers = useApiQuery(queryKeys.academics.sectionTeachers(sectionId), () => api.academics.sections.teachers(sectionId));
  const studentRows = useMemo(() => numbered(students.data?.students ?? []), [students.data]);
  const teacherRows = useMemo(() => numbered(teachers.data?.teachers ?? []), [teachers.data]);

  const back = <BackButton onBack={onBack} />;
  if (section.status !== 'success') return queryFallback(section, onBack);
  const info = section.data.section;
  const listError = (q: { status: string; error?: string }) =>
    q.status === 'error' ? <Alert kind="error" message={`${messages.errorPrefix}${q.error}`} /> : null;
  return (
    <Root>
      {back}
      <PageHeader
        title={fill(messages.sectionTitle, { name: info.name })}
        actions={
          <>
            <Button onClick={() => onOpenSchedule(info._id)}>{messages.scheduleLink}</Button>
            {onOpenReport ? (
              <Button variant="secondary" onClick={() => onOpenReport(info._id)}>
                {messages.sectionGradeReportLink}
              </Button>
            ) : null}
          </>
        }
      />
      <Facts>
        <div>
          <dt>{messages.sectionGradeLabel}</dt>
          <dd>{info.gradeID}</dd>
        </div>
        <div>
          <dt>{messages.capacityHeader}</dt>
          <dd>{info.capacity}</dd>
        </div>
        <div>
          <dt>{messages.sectionActualLabel}</dt>
          <dd>{info.actual}</dd>
        </div>
      </Facts>
      {listError(students)}
      <DataTable<StudentRow>
        title={messages.sectionStudentsTitle}
        columns={studentColumns}
        data={studentRows}
        getRowId={(x) => x._id}
        loading={students.status === 'loading'}
        onRefresh={() => void students.reload()}
      />
      {listError(teachers)}
      <DataTable<TeacherRow>
        title={messages.sectionTeachersTitle}
        columns={teacherColumns}
        data={teacherRows}
        getRowId={(x) => `${x._id}:${x.course._id}`}
        loading={teachers.status === 'loading'}
        onRefresh={() => void teachers.reload()}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  & > button:first-child {
    justify-self: start;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xl};
  margin: 0;
  dt {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
  dd {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
    font-weight: 600;
  }
`;
