import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, AttendanceSheet, AttendanceStatus, PeriodDates } from '@school/api';
import { Alert, Button, Chip, EmptyState, LoadingState, Select, TextField, tokens, useToasts } from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { BackButton, QueryError } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { dayLabel, matchesStudent, nowTime, periodDays, statusLetter, statusName } from './logic';
import { ReasonDialog } from './ReasonDialog';
import { queryKeys } from '../shared/queryKeys';

export interface AttendanceMarkingProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  sectionId: string;
  courseId: string;
  /** The day marked ('YYYY-MM-DD'); anything else means no date is selected. */
  date: string;
  /** Called when another day is picked (the portal moves to its address). */
  onDateChange: (change: { date: string }) => void;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
}

const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
const tone = { Present: 'success', Absent: 'danger', Late: 'warning' } as const;
type Student = AttendanceSheet['students'][number];
const nameOf = (s: Student['student_id']) => `${s.firstName} ${s.middleName} ${s.lastName}`;

/**
 * Attendance of a section and course on one day: a date select (every day of the period), a
 * student search, a card per student with P, A and L. Present is saved at once with the current
 * time; Absent and Late ask for a reason and notes. Marking again the same day updates the mark.
 */
export function AttendanceMarking({ api, teacherId, sectionId, courseId, date, onDateChange, onBack }: AttendanceMarkingProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const toasts = useToasts();
  const [selected, setSelected] = useState(date);
  const [shownFor, setShownFor] = useState(date);
  if (shownFor !== date) {
    setShownFor(date);
    setSelected(date);
  }
  const day = isDay(selected) ? selected : '';
  const sheet = useApiQuery(
    queryKeys.teaching.attendance.sheet(sectionId, courseId, date),
    () => api.teaching.attendance.sheet(teacherId, courseId, sectionId, date),
    {
      enabled: isDay(date),
      keepPrevious: true,
    },
  );
  const current = useApiQuery(queryKeys.teaching.teacherInPeriod(teacherId), () => api.teaching.teacherInPeriod(teacherId, 'current'), {
    enabled: !isDay(date),
  });
  const [search, setSearch] = useState('');
  const [asking, setAsking] = useState<{ student: Student; status: Exclude<AttendanceStatus, 'Present'> } | null>(null);
  const invalidates = [queryKeys.teaching.attendance.all, queryKeys.teaching.teacherDashboards];
  const mark = useApiMutation(
    (v: { studentId: string; status: AttendanceStatus; reason?: string; notes?: string }) =>
      api.teaching.attendance.mark({
        teacher: teacherId,
        student_id: v.studentId,
        course_id: courseId,
        section_id: sectionId,
        date: day,
        status: v.status,
        arrivedTime: v.status === 'Absent' ? null : nowTime(),
        reason: v.reason,
        notes: v.notes,
      }),
    { invalidates },
  );
  const markAll = useApiMutation(
    () => api.teaching.attendance.markAllPresent({ course_id: courseId, section_id: sectionId, date: day, arrivedTime: nowTime() }),
    { invalidates },
  );
  /** Refuses any mark without a date (spec 001 §5). */
  const needDay = () => {
    if (day) return true;
    toasts.push({ kind: 'error', message: messages.dateNotSelected });
    return false;
  };

  const period: PeriodDates | null =
    sheet.status === 'success' ? sheet.data.academic_period : current.status === 'success' ? current.data.academic_period : null;
  const students = sheet.status === 'success' && day ? sheet.data.students.filter((s) => matchesStudent(s.student_id, search)) : [];
  const loadingSheet = isDay(date) && sheet.status === 'loading';
  const failed = sheet.status === 'error' ? sheet : current.status === 'error' ? current : null;
  if (failed?.status === 'error') return <QueryError error={failed.error} onRetry={() => void failed.reload()} onBack={onBack} />;

  return (
    <Root>
      <Bar>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <h2>
          {messages.attendanceTitle}
          {sheet.status === 'success'
            ? `: ${fill(messages.teachingSectionCourse, { course: sheet.data.course.name, section: sheet.data.section.name })}`
            : ''}
        </h2>
      </Bar>
      <Controls>
        <Select
          label={messages.attendanceDateLabel}
          value={selected}
          placeholder={messages.attendanceChooseDate}
          options={(period ? periodDays(period.startDate, period.endDate) : isDay(date) ? [date] : []).map((d) => ({
            value: d,
            label: dayLabel(t, d),
          }))}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setSelected(next);
            if (next) onDateChange({ date: next });
          }}
        />
        <TextField type="search" label={messages.attendanceSearchLabel} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <div>
          <Button variant="secondary" busy={markAll.isPending} onClick={() => needDay() && void markAll.run(undefined)}>
            {messages.attendanceMarkAll}
          </Button>
          <Hint>{messages.attendanceMarkAllHint}</Hint>
        </div>
      </Controls>
      {!day ? <Alert kind="warning" message={messages.dateNotSelected} /> : null}
      {loadingSheet ? <LoadingState label={messages.loading} /> : null}
      {!loadingSheet && students.length === 0 ? <EmptyState title={messages.attendanceEmpty} /> : null}
      <Cards>
        {students.map((s) => {
          const name = nameOf(s.student_id);
          const a = s.attendance;
          return (
            <li key={s.student_id._id} aria-label={name}>
              <div>
                <strong>{name}</strong>
                <small>{s.student_id.ID}</small>
              </div>
              <State>
                {a ? <Chip tone={tone[a.status]} label={statusName(t, a.status)} /> : <Chip label={messages.attendanceNotMarked} />}
                {a?.arrivedTime ? <small>{fill(messages.attendanceArrived, { time: a.arrivedTime })}</small> : null}
                {a?.reason ? <small>{a.reason}</small> : null}
              </State>
              <Buttons>
                <Button
                  size="sm"
                  variant={a?.status === 'Present' ? 'primary' : 'secondary'}
                  aria-label={fill(messages.attendanceMarkPresent, { name })}
                  aria-pressed={a?.status === 'Present'}
                  onClick={() => needDay() && void mark.run({ studentId: s.student_id._id, status: 'Present' })}
                >
                  {statusLetter(t, 'Present')}
                </Button>
                <Button
                  size="sm"
                  variant={a?.status === 'Absent' ? 'danger' : 'secondary'}
                  aria-label={fill(messages.attendanceMarkAbsent, { name })}
                  aria-pressed={a?.status === 'Absent'}
                  onClick={() => needDay() && setAsking({ student: s, status: 'Absent' })}
                >
                  {statusLetter(t, 'Absent')}
                </Button>
                <Button
                  size="sm"
                  variant={a?.status === 'Late' ? 'primary' : 'secondary'}
                  aria-label={fill(messages.attendanceMarkLate, { name })}
                  aria-pressed={a?.status === 'Late'}
                  onClick={() => needDay() && setAsking({ student: s, status: 'Late' })}
                >
                  {statusLetter(t, 'Late')}
                </Button>
              </Buttons>
            </li>
          );
        })}
      </Cards>
      <ReasonDialog
        open={asking !== null}
        status={asking?.status ?? 'Absent'}
        name={asking ? nameOf(asking.student.student_id) : ''}
        initial={asking?.student.attendance ?? null}
        onOpenChange={(o) => !o && setAsking(null)}
        onSave={async ({ reason, notes }) => {
          const result = await mark.run({ studentId: asking!.student.student_id._id, status: asking!.status, reason, notes });
          if (result.ok) setAsking(null);
          return result.ok;
        }}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${tokens.space.lg};
`;
const Hint = styled.p`
  margin: ${tokens.space.xs} 0 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  li {
    display: grid;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
  }
  li > div:first-child {
    display: grid;
  }
  small {
    color: ${tokens.color.textMuted};
  }
`;
const State = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;
const Buttons = styled.div`
  display: flex;
  gap: ${tokens.space.xs};
`;
