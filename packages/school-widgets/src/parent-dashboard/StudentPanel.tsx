import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, LinkedStudent } from '@school/api';
import { EmptyState, Select, Tabs, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { queryFallback } from '../shared/QueryFallback';
import { GradeReportCard } from '../grade-reports/GradeReportCard';
import type { PdfMaker } from '../grade-reports/pdf/makePdf';
import { StudentAttendance } from '../attendance/StudentAttendance';
import { WeekTable } from '../my-schedule/WeekTable';
import { useTexts } from '../shared/intl';
import { fullNameOf, parentKeys, semesterLabel, type SemesterRow } from './logic';

export interface StudentPanelProps {
  api: ApiClient;
  parentId: string;
  student: LinkedStudent;
  onBackHome: () => void;
  makePdf?: PdfMaker;
}

/** One child: the semester selector, then the tabs Schedule, Grade Reports and Attendance of that semester. */
export function StudentPanel({ api, parentId, student, onBackHome, makePdf }: StudentPanelProps) {
  const t = useTexts();
  const { messages } = t;
  const periods = useApiQuery(parentKeys.periods(parentId, student._id), () => api.permissions.family.periods(parentId, student._id));
  const [rowId, setRowId] = useState('');
  const [tab, setTab] = useState('schedule');
  const name = fullNameOf(student);
  if (periods.status !== 'success') return queryFallback(periods);
  const rows = periods.data.academicPeriods;
  const row = rows.find((r) => r._id === rowId) ?? null;

  return (
    <Root aria-label={name}>
      <h2>
        {name} <small>{student.ID}</small>
      </h2>
      {rows.length === 0 ? (
        <EmptyState title={messages.noSemestersYet} />
      ) : (
        <Select
          label={messages.parentSemesterLabel}
          placeholder={messages.parentChooseSemester}
          value={rowId}
          options={rows.map((r) => ({ value: r._id, label: semesterLabel(t, r) }))}
          onChange={(e) => setRowId(e.currentTarget.value)}
        />
      )}
      {rows.length === 0 ? null : row ? (
        <Tabs
          label={messages.parentTabsLabel}
          value={tab}
          onValueChange={({ value }) => setTab(value)}
          items={[
            {
              value: 'schedule',
              label: messages.parentTabSchedule,
              content: <ChildSchedule api={api} studentKey={student.ID} row={row} />,
            },
            {
              value: 'reports',
              label: messages.parentTabGradeReports,
              content: (
                <GradeReportCard
                  api={api}
                  studentId={student.ID}
                  sectionId={row.section_id._id}
                  onBack={() => setRowId('')}
                  onBackHome={onBackHome}
                  makePdf={makePdf}
                />
              ),
            },
            {
              value: 'attendance',
              label: messages.parentTabAttendance,
              content: (
                <StudentAttendance api={api} studentId={student.ID} sectionId={row.section_id._id} title={messages.parentTabAttendance} />
              ),
            },
          ]}
        />
      ) : (
        <Prompt role="status">{messages.selectSemesterPrompt}</Prompt>
      )}
    </Root>
  );
}

/** The child's week in the chosen semester (the student's own schedule read, open to linked parents). */
function ChildSchedule({ api, studentKey, row }: { api: ApiClient; studentKey: string; row: SemesterRow }) {
  const t = useTexts();
  const { messages } = t;
  const periodId = row.academic_period_id._id;
  const query = useApiQuery(queryKeys.teaching.schedule(studentKey, periodId), () => api.teaching.schedule(studentKey, periodId));
  if (query.status !== 'success') return queryFallback(query);
  if (query.data.lessons.length === 0) return <EmptyState title={messages.parentScheduleEmpty} />;
  return <WeekTable lessons={query.data.lessons} show="teacher" caption={semesterLabel(t, row)} />;
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  align-content: start;
  h2 small {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;
const Prompt = styled.p`
  margin: 0;
  padding: ${tokens.space.xl};
  border: 1px dashed ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.textMuted};
  text-align: center;
`;
