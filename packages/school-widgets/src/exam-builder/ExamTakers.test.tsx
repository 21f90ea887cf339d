import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { makeResult, takersFixture } from './fixtures';
import { ExamTakers } from './ExamTakers';
import { TakerResult } from './TakerResult';

vi.setConfig({ testTimeout: 20_000 });

describe('ExamTakers', () => {
  it('shows names, contacts, Terminated Yes/No, mistakes and the highest level (or None); a row opens the result', async () => {
    const onOpenResult = vi.fn();
    const takers = vi.fn(async () => fakeOk({ students: takersFixture }));
    const { user } = renderWidget(
      <ExamTakers api={createFakeApi({ exams: { takers } })} viewerId="TE-0001" examId="ex3" onOpenResult={onOpenResult} />,
    );
    const abel = await screen.findByRole('row', { name: /Abel/ });
    expect(takers).toHaveBeenCalledWith('TE-0001', 'ex3');
    for (const text of ['Alemayehu', 'abel@school.test', '+251911000001', 'Parent of Abel', 'Yes', '2', 'Level 3'])
      expect(within(abel).getByText(text)).toBeInTheDocument();
    const beth = screen.getByRole('row', { name: /Bethlehem/ });
    for (const text of ['No', '0', 'None']) expect(within(beth).getByText(text)).toBeInTheDocument();
    expect(
      within(screen.getByLabelText(/rows per page/i))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15']);

    await user.type(screen.getByRole('searchbox'), 'bethlehem@');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Abel/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('row', { name: /Bethlehem/ }));
    expect(onOpenResult).toHaveBeenCalledWith({ studentId: 'ST-0002' });
  });

  it('shows a taker’s integrity log without opening the result', async () => {
    const onOpenResult = vi.fn();
    const { user } = renderWidget(
      <ExamTakers
        api={createFakeApi({ exams: { takers: async () => fakeOk({ students: takersFixture }) } })}
        viewerId="TE-0001"
        examId="ex3"
        onOpenResult={onOpenResult}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'View log (3): Abel Alemayehu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Integrity log of Abel Alemayehu' });
    expect(within(dialog).getByText(/Right-click \(level 1\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Connection lost \(not counted\)/)).toBeInTheDocument();
    expect(onOpenResult).not.toHaveBeenCalled();
  });

  it('sorts by last name', async () => {
    const { user } = renderWidget(
      <ExamTakers
        api={createFakeApi({ exams: { takers: async () => fakeOk({ students: takersFixture }) } })}
        viewerId="TE-0001"
        examId="ex3"
        onOpenResult={() => undefined}
      />,
    );
    await screen.findByRole('row', { name: /Abel/ });
    const header = screen.getByRole('columnheader', { name: /Last name/ });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows[0]).toHaveTextContent('Tadesse');
    });
  });

  it('says so when nobody has taken the exam', async () => {
    renderWidget(
      <ExamTakers
        api={createFakeApi({ exams: { takers: async () => fakeOk({ students: [] }) } })}
        viewerId="TE-0001"
        examId="ex1"
        onOpenResult={() => undefined}
      />,
    );
    expect(await screen.findByText('No students have taken this exam yet.')).toBeInTheDocument();
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the columns, Yes/No, the levels and the log in the language of its provider', async () => {
    const { user } = renderWidget(
      <ExamTakers
        api={createFakeApi({ exams: { takers: async () => fakeOk({ students: takersFixture }) } })}
        viewerId="TE-0001"
        examId="ex3"
        onOpenResult={() => undefined}
      />,
      { language: 'am' },
    );
    const abel = await screen.findByRole('row', { name: /Abel/ });
    for (const text of ['አዎ', 'ደረጃ 3']) expect(within(abel).getByText(text)).toBeInTheDocument();
    const beth = screen.getByRole('row', { name: /Bethlehem/ });
    for (const text of ['አይ', 'ምንም']) expect(within(beth).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /የጥሰት ደረጃ/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'መዝገቡን ተመልከት (3): Abel Alemayehu' }));
    expect(await screen.findByRole('dialog', { name: 'የAbel Alemayehu የታማኝነት መዝገብ' })).toBeInTheDocument();
  });
});

describe('TakerResult', () => {
  it('shows each answer as correct or wrong, the score and the integrity log', async () => {
    const takerResult = vi.fn(async () => fakeOk({ result: makeResult() }));
    renderWidget(<TakerResult api={createFakeApi({ exams: { takerResult } })} viewerId="TE-0001" examId="ex3" studentId="ST-0001" />);
    expect(await screen.findByRole('heading', { name: 'Exam result: Ratios final' })).toBeInTheDocument();
    expect(takerResult).toHaveBeenCalledWith('TE-0001', 'ex3', 'ST-0001');
    for (const heading of ['Student Information', 'Exam Details', 'Exam Figures', 'Questions and Answers', 'Results Summary'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-result'));
    expect(first).toHaveAttribute('data-result', 'correct');
    expect(within(first).getByText('Correct')).toBeInTheDocument();
    expect(second).toHaveAttribute('data-result', 'wrong');
    expect(within(second).getByText('Correct answer: True')).toBeInTheDocument();
    expect(screen.getByText('Correct answers: 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Score: 20.00')).toBeInTheDocument();
    expect(screen.getByText('2026, semester 1')).toBeInTheDocument(); // the term of the mark (issue 35)
    expect(screen.getByText('The exam was ended by a violation.')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Integrity log' });
    expect(within(log).getByText(/Switching tabs \(level 3\)/)).toBeInTheDocument();
    expect(within(log).getByText(/Connection lost \(not counted\)/)).toBeInTheDocument();
  });

  // Issue 38 (decision 220): TakerResult and the result view it shows (exam-taker's) read the provider's language.
  it('reads the result in the language of its provider', async () => {
    renderWidget(
      <TakerResult
        api={createFakeApi({ exams: { takerResult: async () => fakeOk({ result: makeResult() }) } })}
        viewerId="TE-0001"
        examId="ex3"
        studentId="ST-0001"
      />,
      { language: 'am' },
    );
    expect(await screen.findByRole('heading', { name: 'የፈተና ውጤት: Ratios final' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'የውጤት ማጠቃለያ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'የታማኝነት መዝገብ' })).toBeInTheDocument();
  });
});
