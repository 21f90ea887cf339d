import { screen } from '@testing-library/react';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../../shared/test-utils';
import { entranceExamsFixture } from '../../student-dashboard/fixtures';
import { EntranceExamsTab } from './EntranceExamsTab';

const api = () => createFakeApi({ teaching: { onboarding: { entranceExams: async () => fakeOk(entranceExamsFixture) } } });

describe('EntranceExamsTab', () => {
  it('Take exam opens the assigned exam (the exam taker of the exams area)', async () => {
    const onTakeExam = vi.fn();
    const { user } = renderWidget(<EntranceExamsTab api={api()} studentId="ST-0002" onTakeExam={onTakeExam} />);
    await user.click(await screen.findByRole('button', { name: 'Take exam: Grade 2 entrance exam' }));
    expect(onTakeExam).toHaveBeenCalledWith('e1');
  });

  it('reads in Amharic for a reader in Amharic: the header and Take exam', async () => {
    renderWidget(<EntranceExamsTab api={api()} studentId="ST-0002" onTakeExam={vi.fn()} />, { language: 'am' });
    expect(await screen.findByRole('button', { name: 'ፈተና ውሰድ: Grade 2 entrance exam' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /ርዕስ/ })).toBeInTheDocument();
  });

  it('lists the exams without an action when nothing takes them', async () => {
    renderWidget(<EntranceExamsTab api={api()} studentId="ST-0002" />);
    expect(await screen.findByRole('cell', { name: /Grade 2 entrance exam/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take exam/ })).not.toBeInTheDocument();
  });
});
