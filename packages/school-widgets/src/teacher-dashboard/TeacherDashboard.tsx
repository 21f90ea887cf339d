import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, Card, Chip, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts, type Texts } from '../shared/intl';
import { CardList } from '../shared/CardList';
import { queryKeys } from '../shared/queryKeys';

export const DASHBOARD_SECTIONS_PER_PAGE = 3;

/** The areas a section card opens: /teacher/{id}/{area}/{section_id}/{course_id}. */
export type SectionArea = 'assignment' | 'course_material' | 'attendance';

export interface TeacherDashboardProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  /** Opens an area of a section and course. */
  onOpenArea: (open: { area: SectionArea; sectionId: string; courseId: string }) => void;
  /** Opens a submission waiting for grading. */
  onOpenSubmission: (open: { assignmentId: string; studentId: string; sectionId: string; courseId: string }) => void;
}

// Made at render in the reader's language (an English label in an Amharic page was a name that
// did not match the visible text, axe's label-content-name-mismatch, issue 19).
const areas = ({ messages }: Texts): { area: SectionArea; label: string }[] => [
  { area: 'assignment', label: messages.teacherDashAssignments },
  { area: 'course_material', label: messages.teacherDashMaterial },
  { area: 'attendance', label: messages.teacherDashAttendance },
];

/**
 * The teacher's dashboard: section cards (3 per page) opening assignments, course material and
 * attendance; today's lessons; students absent 3 days in a row; submissions waiting for grading.
 */
export function TeacherDashboard({ api, teacherId, onOpenArea, onOpenSubmission }: TeacherDashboardProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDateTime } = t.format;
  const query = useApiQuery(queryKeys.teaching.teacherDashboard(teacherId), () => api.teaching.teacherDashboard(teacherId));
  if (query.status !== 'success') return queryFallback(query);
  const d = query.data;

  return (
    <Root>
      <Region aria-labelledby="dash-sections">
        <h2 id="dash-sections">
          {messages.teacherDashTitle}
          {d.academic_period ? (
            <small> · {fill(messages.teachingPeriod, { year: d.academic_period.year, semester: d.academic_period.semester })}</small>
          ) : null}
        </h2>
        <CardList
          labelledBy="dash-sections"
          items={d.sections}
          limit={DASHBOARD_SECTIONS_PER_PAGE}
          itemKey={(s) => s.section_in_teacher_id}
          emptyText={messages.teacherDashNoSections}
          renderCard={(s) => {
            const name = fill(messages.teachingSectionCourse, { course: s.course.name, section: s.section.name });
            return (
              <Card
                title={name}
                actions={s.waiting ? <Chip tone="warning" label={`${s.waiting} ${messages.assignmentStatusSubmitted}`} /> : undefined}
              >
                <p>{fill(messages.teacherDashStudents, { count: s.students })}</p>
                <Links>
                  {areas(t).map(({ area, label }) => (
                    <Button
                      key={area}
                      size="sm"
                      variant="secondary"
                      aria-label={`${label}: ${name}`}
                      onClick={() => onOpenArea({ area, sectionId: s.section._id, courseId: s.course._id })}
                    >
                      {label}
                    </Button>
                  ))}
                </Links>
              </Card>
            );
          }}
        />
      </Region>

      <Columns>
        <Region aria-labelledby="dash-today">
          <h2 id="dash-today">{messages.teacherDashToday}</h2>
          {d.today.length === 0 ? (
            <p>{messages.teacherDashNoLessons}</p>
          ) : (
            <ul>
              {d.today.map((l) => (
                <li key={l._id}>
                  <strong>
                    {l.startTime}–{l.endTime}
                  </strong>{' '}
                  {fill(messages.teachingSectionCourse, { course: l.course_id.name, section: l.section_id.name })}
                </li>
              ))}
            </ul>
          )}
        </Region>
        <Region aria-labelledby="dash-absences">
          <h2 id="dash-absences">{messages.teacherDashAbsences}</h2>
          {d.absences.length === 0 ? (
            <p>{messages.teacherDashNoAbsences}</p>
          ) : (
            <ul>
              {d.absences.map((a) => (
                <li key={`${a.student._id}-${a.section._id}`}>
                  <Chip tone="danger" label={a.section.name} /> <strong>{a.student.fullName}</strong> ({a.student.ID}) —{' '}
                  {fill(messages.teacherDashAbsentDays, { days: a.days, since: a.since })}
                </li>
              ))}
            </ul>
          )}
        </Region>
      </Columns>

      <Region aria-labelledby="dash-waiting">
        <h2 id="dash-waiting">{messages.teacherDashWaiting}</h2>
        {d.waiting.length === 0 ? (
          <p>{messages.teacherDashNoWaiting}</p>
        ) : (
          <ul>
            {d.waiting.map((w) => (
              <li key={w.submission_id}>
                <span>
                  <strong>{w.assignment.title}</strong> ·{' '}
                  {fill(messages.teachingSectionCourse, { course: w.course.name, section: w.section.name })} · {w.student.fullName}{' '}
                  {w.submissionDate ? `· ${formatDateTime(w.submissionDate)}` : ''}
                </span>
                <Button
                  size="sm"
                  aria-label={`${messages.teacherDashGrade} ${w.student.fullName}: ${w.assignment.title}`}
                  onClick={() =>
                    onOpenSubmission({
                      assignmentId: w.assignment._id,
                      studentId: w.student._id,
                      sectionId: w.section._id,
                      courseId: w.course._id,
                    })
                  }
                >
                  {messages.teacherDashGrade}
                </Button>
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
`;
const Region = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  align-content: start;
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
  small {
    color: ${tokens.color.textMuted};
    font-weight: normal;
  }
  /* Only the region's own lists (today's lessons, absences): a card list's and a pager's lists
     inside keep their layout (the pager stacked vertically, issue 38). */
  > ul {
    margin: 0;
    padding-left: ${tokens.space.lg};
    display: grid;
    gap: ${tokens.space.sm};
  }
  > ul > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
  }
  p {
    margin: 0;
  }
`;
const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
`;
