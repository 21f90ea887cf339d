import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type ReopenTermRequest } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { SectionGradeReport } from './SectionGradeReport';
import { makeRow, makeStudent, sectionReport } from './fixtures';

// Issue 18: the section report ordered by rank with Rank and Total first, the term in the export
// name, a released term reopened with a reason, and a failed batch that says so.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

const ranked = [
  makeRow({
    student: makeStudent({ _id: 'a', ID: 'ST-0101', firstName: 'Third', middleName: 'C', lastName: 'Z' }),
    totalGrade: 100,
    rank: 3,
  }),
  makeRow({
    student: makeStudent({ _id: 'b', ID: 'ST-0102', firstName: 'First', middleName: 'A', lastName: 'X' }),
    totalGrade: 250,
    rank: 1,
  }),
  makeRow({
    student: makeStudent({ _id: 'c', ID: 'ST-0103', firstName: 'Second', middleName: 'B', lastName: 'Y' }),
    totalGrade: 200,
    rank: 2,
  }),
];
const names = () =>
  within(screen.getByRole('table', { name: 'Grade Report for Section: Grade 7 A' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '')
    .map((t) => t.match(/First|Second|Third/)?.[0]);

describe('SectionGradeReport records (issue 18)', () => {
  it('lists rank 1 first with Rank and Total before the courses; the first click on Rank keeps ascending', async () => {
    const { user } = renderWidget(
      <SectionGradeReport
        api={createFakeApi({ gradeReports: { sectionReport: async () => fakeOk(sectionReport({ students: ranked })) } })}
        sectionId="sec7a"
        onOpenStudent={() => undefined}
      />,
    );
    await screen.findByRole('heading', { name: 'Grade Report for Section: Grade 7 A' });
    expect(names()).toEqual(['First', 'Second', 'Third']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.findIndex((h) => h.includes('Rank'))).toBe(0);
    expect(headers.findIndex((h) => h.includes('Total grade'))).toBe(2);
    await user.click(within(screen.getByRole('columnheader', { name: /Rank/ })).getByRole('button'));
    expect(names()).toEqual(['First', 'Second', 'Third']);
  });

  it('a released term is reopened with a reason (required) through reopenterm', async () => {
    const reopenTerm = vi.fn(async (_b: ReopenTermRequest) =>
      fakeOk({ message: 'The term is reopened: grades can be changed again', locked: false }),
    );
    const { user } = renderWidget(
      <SectionGradeReport
        api={createFakeApi({
          gradeReports: { sectionReport: async () => fakeOk(sectionReport({ isVisible: true, locked: true })), reopenTerm },
        })}
        sectionId="sec7a"
        onOpenStudent={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Reopen term' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the term of Grade 7 A?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen term' }));
    expect(await within(dialog).findByText('Give the reason for reopening')).toBeInTheDocument();
    expect(reopenTerm).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Reason for reopening/), 'Mid exam recount');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen term' }));
    await waitFor(() => expect(reopenTerm).toHaveBeenCalledWith({ section_id: 'sec7a', reason: 'Mid exam recount' }));
    expect(await screen.findByText('The term is reopened: grades can be changed again')).toBeInTheDocument();
  });

  it("the batch 'Report cards (PDF)' shows a failure to read the cards instead of nothing", async () => {
    const { user } = renderWidget(
      <SectionGradeReport
        api={createFakeApi({
          gradeReports: {
            sectionReport: async () => fakeOk(sectionReport()),
            reportCards: async () => fakeFail('The server is not answering'),
          },
        })}
        sectionId="sec7a"
        onOpenStudent={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Report cards (PDF)' }));
    expect(await screen.findByText('The report cards could not be read: The server is not answering')).toBeInTheDocument();
  });
});
