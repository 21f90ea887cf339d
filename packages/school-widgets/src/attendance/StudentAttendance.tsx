import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type StudentAttendanceRow } from '@school/api';
import { Button, EmptyState, IconArrowDown, IconArrowUp, Pagination, ScrollTable, TextField, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { attendanceSummary, statusLetter } from './logic';

export const STUDENT_ATTENDANCE_PAGE_SIZE = 5;

export interface StudentAttendanceProps {
  /** The API client (the student, a linked parent, a teacher of the section). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
  sectionId: string;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
  /** The heading before the section's name (a parent reads their child's). @default messages.studentAttendanceTitle */
  title?: string;
}

const statusName = { P: messages.attendancePresent, A: messages.attendanceAbsent, L: messages.attendanceLate } as const;

/** The student's attendance in a section: sortable by date, searchable, 5 per page, with a summary per course and a total. */
export function StudentAttendance({ api, studentId, sectionId, onBack, title = messages.studentAttendanceTitle }: StudentAttendanceProps) {
  const query = useApiQuery(['teaching', 'attendance', 'student', studentId, sectionId], () =>
    api.teaching.attendance.forStudent(studentId, sectionId),
  );
  const [search, setSearch] = useState('');
  const [newestFirst, setNewestFirst] = useState(true);
  const [page, setPage] = useState(1);
  if (query.status !== 'success') return queryFallback(query, onBack);
  const rows = query.data.attendance;
  const q = search.trim().toLowerCase();
  const matching = rows
    .filter((r) => !q || [r.date, r.course.name, r.status, r.reason ?? ''].some((v) => v.toLowerCase().includes(q)))
    .sort((a, b) => (newestFirst ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date)));
  const pageCount = Math.ceil(matching.length / STUDENT_ATTENDANCE_PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pageCount));
  const shown = matching.slice((current - 1) * STUDENT_ATTENDANCE_PAGE_SIZE, current * STUDENT_ATTENDANCE_PAGE_SIZE);
  const summary = attendanceSummary(rows);

  return (
    <Root>
      <Bar>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <h2>
          {title}: {query.data.section.name}
        </h2>
      </Bar>
      <section aria-labelledby="attendance-summary">
        <h3 id="attendance-summary">{messages.studentAttendanceSummary}</h3>
        <ScrollTable label={messages.studentAttendanceSummary}>
          <thead>
            <tr>
              <th scope="col">{messages.studentAttendanceCourse}</th>
              <th scope="col">{messages.attendancePresent}</th>
              <th scope="col">{messages.attendanceAbsent}</th>
              <th scope="col">{messages.attendanceLate}</th>
              <th scope="col">{messages.studentAttendanceTotal}</th>
            </tr>
          </thead>
          <tbody>
            {[...summary.courses, { name: messages.studentAttendanceTotal, counts: summary.total }].map(({ name, counts }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{counts.Present}</td>
                <td>{counts.Absent}</td>
                <td>{counts.Late}</td>
                <td>{counts.total}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
      <TextField
        type="search"
        label={messages.teachingSearch}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {shown.length === 0 ? (
        <EmptyState title={messages.studentAttendanceEmpty} />
      ) : (
        <ScrollTable label={messages.studentAttendanceTitle} aria-label={messages.studentAttendanceTitle}>
          <thead>
            <tr>
              <th scope="col" aria-sort={newestFirst ? 'descending' : 'ascending'}>
                <Button size="sm" variant="ghost" onClick={() => setNewestFirst((v) => !v)}>
                  {messages.studentAttendanceDate}{' '}
                  {newestFirst ? <IconArrowDown size={14} aria-hidden="true" /> : <IconArrowUp size={14} aria-hidden="true" />}
                </Button>
              </th>
              <th scope="col">{messages.studentAttendanceCourse}</th>
              <th scope="col">{messages.studentAttendanceStatus}</th>
              <th scope="col">{messages.studentAttendanceArrived}</th>
              <th scope="col">{messages.studentAttendanceReason}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r: StudentAttendanceRow) => {
              const letter = statusLetter(r.status) as keyof typeof statusName;
              return (
                <tr key={r._id}>
                  <td>{r.date}</td>
                  <td>{r.course.name}</td>
                  <td>
                    <abbr title={statusName[letter]}>{letter}</abbr>
                  </td>
                  <td>{r.arrivedTime ?? '—'}</td>
                  <td>{r.reason ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
      {pageCount > 1 ? <Pagination page={current} pageCount={pageCount} onPageChange={({ page: p }) => setPage(p)} /> : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: ${tokens.font.sizeLg};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    background: ${tokens.color.surface};
  }
  th,
  td {
    text-align: start;
    padding: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
  > div:nth-of-type(2) {
    max-width: 20rem;
  }
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
`;
