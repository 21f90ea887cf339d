import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, GradeEntry, GradeScale } from '@school/api';
import { Alert, Button, downloadXlsx, EmptyState, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiMutation, useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { TermReopenings } from './TermReopenings';
import { changedSlots, draftOf, draftTotal, rowError, slotMax, slotTitle, SLOTS, type RowDraft } from './logic';
import { ReportPage } from '../shared/ReportLayout';

export interface GradeEntrySheetProps {
  api: ApiClient;
  /** The teacher's assignment (teacherInSection_id). */
  teacherInSectionId: string;
  onBack: () => void;
  /** Writes the workbook. @default downloadXlsx */
  exportXlsx?: typeof downloadXlsx;
}

const name = (s: GradeEntry['students'][number]['student']) => `${s.firstName} ${s.middleName} ${s.lastName}`;

/**
 * Grade entry (spec 001/002 /grade_report/{section_id}/{teacherInSection_id}): final, mid and three
 * teacher exams per student within the scale, saved per student; values written by graded
 * assignments and announced exams show here too. Export Excel writes the sheet. The heading and
 * the file name name the term; a released term is read-only until reopened (issue 18).
 */
export function GradeEntrySheet({ api, teacherInSectionId, onBack, exportXlsx = downloadXlsx }: GradeEntrySheetProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const query = useApiQuery(queryKeys.gradeReports.entry(teacherInSectionId), () => api.gradeReports.gradeEntry(teacherInSectionId));
  if (query.status !== 'success') return queryFallback(query, onBack);
  const entry = query.data;
  const ts = entry.teacherInSection;
  const locked = entry.locked === true;
  const exportSheet = () =>
    exportXlsx({
      rows: entry.students,
      fileName: fill(messages.gradeEntryTermFileName, {
        course: ts.course.name.replace(/\s+/g, '_'),
        section: ts.section.name.replace(/\s+/g, '_'),
        year: ts.academic_period.year,
        semester: ts.academic_period.semester,
      }),
      sheetName: ts.section.name,
      columns: [
        { header: messages.studentIdLabel, value: (r) => r.student.ID },
        { header: messages.colName, value: (r) => name(r.student) },
        { header: slotTitle(t, 'finalExam'), value: (r) => r.report?.finalExam ?? null },
        { header: slotTitle(t, 'midExam'), value: (r) => r.report?.midExam ?? null },
        { header: slotTitle(t, 'teachExam1'), value: (r) => r.report?.teachExam[0] ?? null },
        { header: slotTitle(t, 'teachExam2'), value: (r) => r.report?.teachExam[1] ?? null },
        { header: slotTitle(t, 'teachExam3'), value: (r) => r.report?.teachExam[2] ?? null },
        { header: messages.colTotal, value: (r) => r.report?.total ?? null },
      ],
    });
  return (
    <ReportPage>
      <BackButton onBack={onBack} />
      <header>
        <h1>
          {fill(messages.gradeEntryTermHeading, {
            course: ts.course.name,
            section: ts.section.name,
            year: ts.academic_period.year,
            semester: ts.academic_period.semester,
          })}
        </h1>
        {entry.gradeScale ? (
          <p>
            {fill(messages.gradeEntryHint, {
              final: slotMax(entry.gradeScale, 'finalExam'),
              mid: slotMax(entry.gradeScale, 'midExam'),
              teach: slotMax(entry.gradeScale, 'teachExam1'),
            })}
          </p>
        ) : null}
      </header>
      {locked ? (
        <Alert
          kind="info"
          message={fill(messages.termReleasedReadOnlyTerm, {
            section: ts.section.name,
            year: ts.academic_period.year,
            semester: ts.academic_period.semester,
          })}
        />
      ) : null}
      <TermReopenings reopenings={entry.reopenings ?? []} />
      {!entry.gradeScale ? (
        <Alert kind="warning" message={messages.gradeScaleMissing} />
      ) : entry.students.length === 0 ? (
        <EmptyState title={messages.noStudentsFound} />
      ) : (
        <>
          <div>
            <Button variant="secondary" onClick={() => void exportSheet()}>
              {messages.exportXlsx}
            </Button>
          </div>
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{messages.colName}</th>
                  {SLOTS.map((s) => (
                    <th key={s} scope="col">
                      {slotTitle(t, s)} (0–{slotMax(entry.gradeScale!, s)})
                    </th>
                  ))}
                  <th scope="col">{messages.colTotal}</th>
                  <th scope="col">
                    <span hidden>{messages.save}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entry.students.map((r) => (
                  <EntryRow key={r.student._id} api={api} tsId={ts._id} row={r} scale={entry.gradeScale!} locked={locked} />
                ))}
              </tbody>
            </Table>
          </Scroll>
        </>
      )}
    </ReportPage>
  );
}

interface EntryRowProps {
  api: ApiClient;
  tsId: string;
  row: GradeEntry['students'][number];
  scale: GradeScale;
  /** A released term: values shown read-only, no Save (issue 18). */
  locked: boolean;
}

function EntryRow({ api, tsId, row, scale, locked }: EntryRowProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const saved = draftOf(row.report);
  const [draft, setDraft] = useState<RowDraft>(saved);
  const [error, setError] = useState<string | null>(null);
  const who = name(row.student);
  const save = useApiMutation(
    (body: NonNullable<ReturnType<typeof changedSlots>>) => {
      const request = { teacherInSection_id: tsId, student_id: row.student._id, ...body };
      return row.report
        ? api.gradeReports.updateStudentGrade(row.report._id, row.student._id, request)
        : api.gradeReports.saveStudentGrade(request);
    },
    { invalidates: [queryKeys.gradeReports.all], successText: fill(messages.gradeEntryRowSaved, { name: who }), toastErrors: false },
  );
  const total = draftTotal(draft);
  return (
    <tr>
      <th scope="row">
        {who}
        <small>{row.student.ID}</small>
        {error || save.error ? <Problem role="alert">{error ?? save.error}</Problem> : null}
      </th>
      {SLOTS.map((slot) => (
        <td key={slot}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={slotMax(scale, slot)}
            step="any"
            readOnly={locked}
            aria-label={fill(messages.gradeEntryFieldLabel, { slot: slotTitle(t, slot), name: who })}
            value={draft[slot]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, [slot]: value }));
              setError(null);
            }}
          />
        </td>
      ))}
      <td>{total === null ? messages.notAvailable : total}</td>
      <td>
        {locked ? null : (
          <Button
            size="sm"
            busy={save.isPending}
            aria-label={fill(messages.saveRow, { name: who })}
            onClick={() => {
              const problem = rowError(t, draft, scale);
              setError(problem);
              const body = problem ? null : changedSlots(draft, saved);
              if (body) void save.run(body);
            }}
          >
            {messages.save}
          </Button>
        )}
      </td>
    </tr>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;
// eslint-disable-next-line no-restricted-syntax -- an editable sheet of grade inputs, not a list of records (decision 108)
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
    vertical-align: top;
  }
  /* The name column stays in view while the marks scroll under it (issue 38: on a phone the
     sheet is about 830 px wide and the names scrolled away): sticky at the start, opaque, above. */
  th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: ${tokens.color.surface};
  }
  th small {
    display: block;
    color: ${tokens.color.textMuted};
    font-weight: normal;
  }
  input {
    width: 5.5rem;
    padding: ${tokens.space.xs};
    font: inherit;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
  }
`;
const Problem = styled.span`
  display: block;
  color: ${tokens.color.danger};
  font-weight: normal;
  font-size: ${tokens.font.sizeSm};
`;
