import styled from 'styled-components';
import type { Lesson } from '@school/api';
import { focusRing, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';

/** Day names 1-7, Monday to Sunday (spec 001 §3), in the reader's language. */
export const dayNames = ({ messages }: Texts) => [
  messages.scheduleDayMonday,
  messages.scheduleDayTuesday,
  messages.scheduleDayWednesday,
  messages.scheduleDayThursday,
  messages.scheduleDayFriday,
  messages.scheduleDaySaturday,
  messages.scheduleDaySunday,
];
export const dayOfWeek = (t: Texts, day: number) => dayNames(t)[day - 1] ?? String(day);

/** The time rows of a week: each distinct start–end pair, in order. */
export function timeRows(lessons: readonly Lesson[]) {
  const seen = new Map<string, { startTime: string; endTime: string }>();
  for (const l of lessons) seen.set(`${l.startTime}-${l.endTime}`, { startTime: l.startTime, endTime: l.endTime });
  return [...seen.values()].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

export interface WeekTableProps {
  lessons: readonly Lesson[];
  /** Caption of the table. */
  caption: string;
  /** Show the section in each lesson (a teacher's week) or the teacher (a student's). */
  show: 'section' | 'teacher';
}

/** A read-only week: Monday to Friday columns (weekend columns only when a lesson falls there), a row per time. */
export function WeekTable({ lessons, caption, show }: WeekTableProps) {
  const t = useTexts();
  const { messages } = t;
  const days = [1, 2, 3, 4, 5, ...[6, 7].filter((d) => lessons.some((l) => l.day === d))];
  return (
    <Scroll role="group" aria-label={caption} tabIndex={0}>
      {/* eslint-disable-next-line no-restricted-syntax -- a time × day grid (decision 108) */}
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.scheduleTime}</th>
            {days.map((d) => (
              <th key={d} scope="col">
                {dayOfWeek(t, d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {timeRows(lessons).map((row) => (
            <tr key={row.startTime}>
              <th scope="row">
                {row.startTime}–{row.endTime}
              </th>
              {days.map((d) => {
                const here = lessons.filter((l) => l.day === d && l.startTime === row.startTime && l.endTime === row.endTime);
                return (
                  <td key={d}>
                    {here.map((l) => (
                      <div key={l._id}>
                        <strong>{l.course_id.name}</strong>
                        <small>{show === 'section' ? l.section_id.name : l.teacher_id.fullName}</small>
                      </div>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

// A named group the keyboard reaches: the arrow keys scroll the week on a phone (issue 19).
const Scroll = styled.div`
  overflow-x: auto;
  ${focusRing}
  table {
    border-collapse: collapse;
    min-width: 40rem;
    width: 100%;
    background: ${tokens.color.surface};
  }
  caption {
    text-align: start;
    font-weight: ${tokens.font.weightBold};
    padding-bottom: ${tokens.space.sm};
  }
  th,
  td {
    border: 1px solid ${tokens.color.border};
    padding: ${tokens.space.sm};
    vertical-align: top;
    text-align: start;
  }
  td div {
    display: grid;
    /* A long course or section name wraps inside its cell on a phone, never over the next (issue 38). */
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${tokens.color.textMuted};
  }
`;
