import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, Chip, EmptyState, StatCard, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { queryFallback } from '../shared/QueryFallback';
import { dueChip, dueChipTone, type DueChip } from '../shared/due';
import { useTexts, type Texts } from '../shared/intl';
import { useNow } from '../shared/useNow';

export type StudentArea = 'schedule' | 'assignment' | 'attendance';

export interface StudentDashboardProps {
  /** The API client (student token, or a linked parent's). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
  /** Opens an assignment. */
  onOpenAssignment: (open: { assignmentId: string }) => void;
  /** Opens the period's schedule, assignments or attendance. */
  onOpenArea: (open: { area: StudentArea; periodId: string; sectionId: string }) => void;
}

/** A due chip's label in the reader's language (shared/due's dueChipLabel is made at module load). */
function dueChipText({ messages }: Texts, chip: DueChip): string {
  return chip === 'overdue' ? messages.chipOverdue : chip === 'dueSoon' ? messages.chipDueSoon : messages.chipUpcoming;
}

/** The student's dashboard: open assignments, the attendance summary and today's lessons of this period. */
export function StudentDashboard({ api, studentId, onOpenAssignment, onOpenArea }: StudentDashboardProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDateTime } = t.format;
  const query = useApiQuery(queryKeys.teaching.studentDashboard(studentId), () => api.teaching.studentDashboard(studentId));
  const now = useNow();
  if (query.status !== 'success') return queryFallback(query);
  const d = query.data;
  if (!d.section || !d.academic_period) return <EmptyState title={messages.studentDashNoSection} />;
  const where = { periodId: d.academic_period._id, sectionId: d.section._id };

  return (
    <Root>
      <h2>
        {d.section.name} · {fill(messages.teachingPeriod, { year: d.academic_period.year, semester: d.academic_period.semester })}
      </h2>
      <Region aria-labelledby="student-dash-assignments">
        <Head>
          <h3 id="student-dash-assignments">{messages.studentDashAssignments}</h3>
          <Button size="sm" variant="secondary" onClick={() => onOpenArea({ area: 'assignment', ...where })}>
            {fill(messages.teachingOpenPlace, { place: messages.studentDashAssignments })}
          </Button>
        </Head>
        {d.assignments.length === 0 ? (
          <p>{messages.studentDashNoAssignments}</p>
        ) : (
          <ul>
            {d.assignments.map((a) => {
              const chip = dueChip(a.dueDate, now);
              return (
                <li key={a._id}>
                  <Chip tone={dueChipTone[chip]} label={dueChipText(t, chip)} />
                  <Button size="sm" variant="ghost" onClick={() => onOpenAssignment({ assignmentId: a._id })}>
                    {a.title}
                  </Button>
                  <span>
                    {a.course.name} · {formatDateTime(a.dueDate)} · {a.submitted ? messages.studentSubmitted : messages.studentNotSubmitted}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Region>
      <Region aria-labelledby="student-dash-attendance">
        <Head>
          <h3 id="student-dash-attendance">{messages.studentDashAttendance}</h3>
          <Button size="sm" variant="secondary" onClick={() => onOpenArea({ area: 'attendance', ...where })}>
            {fill(messages.teachingOpenPlace, { place: messages.studentDashAttendance })}
          </Button>
        </Head>
        <Stats>
          <StatCard label={messages.attendancePresent} value={d.attendance.Present} />
          <StatCard label={messages.attendanceAbsent} value={d.attendance.Absent} />
          <StatCard label={messages.attendanceLate} value={d.attendance.Late} />
          <StatCard label={messages.studentAttendanceTotal} value={d.attendance.total} />
        </Stats>
      </Region>
      <Region aria-labelledby="student-dash-schedule">
        <Head>
          <h3 id="student-dash-schedule">{messages.studentDashSchedule}</h3>
          <Button size="sm" variant="secondary" onClick={() => onOpenArea({ area: 'schedule', ...where })}>
            {fill(messages.teachingOpenPlace, { place: messages.teachingNavSchedule })}
          </Button>
        </Head>
        {d.today.length === 0 ? (
          <p>{messages.studentDashNoLessons}</p>
        ) : (
          <ul>
            {d.today.map((l) => (
              <li key={l._id}>
                <strong>
                  {l.startTime}–{l.endTime}
                </strong>
                <span>
                  {l.course_id.name} · {l.teacher_id.fullName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Region>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
const Region = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${tokens.space.sm};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
  }
  li span,
  p {
    color: ${tokens.color.textMuted};
    margin: 0;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  h3 {
    margin: 0;
  }
`;
const Stats = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;
