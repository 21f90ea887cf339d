import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { StudentPeriods } from '../student-dashboard/StudentPeriods';
import { StudentProfile } from './StudentProfile';
import { studentRecord } from '../students/fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('StudentPeriods and StudentProfile', () => {
  it('lists the periods and opens one; the profile shows the facts and academic info', async () => {
    const onOpen = vi.fn();
    const api = createFakeApi({ students: { get: async () => fakeOk({ student: studentRecord }) } });
    const { user, unmount } = renderWidget(<StudentPeriods api={api} studentId="ST-0001" onOpen={onOpen} />);
    await user.click(await screen.findByRole('row', { name: /Grade 7 A/ }));
    expect(onOpen).toHaveBeenCalledWith({ periodId: 'p26', sectionId: 'sec7a' });
    unmount();
    renderWidget(<StudentProfile api={api} studentId="ST-0001" />);
    expect(await screen.findByRole('heading', { name: 'Abel Bekele Tesfaye' })).toBeInTheDocument();
    expect(screen.getByText('Almaz Tesfaye')).toBeInTheDocument();
    expect(screen.getByText('Grade 7 A')).toBeInTheDocument();
    expect(screen.getByText('2026, semester 1')).toBeInTheDocument();
  });

  // Issue 38 (decision 220): the profile reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the academic info in Amharic, and in English again after a switch', async () => {
    const api = createFakeApi({ students: { get: async () => fakeOk({ student: studentRecord }) } });
    const { setLanguage } = renderWidget(<StudentProfile api={api} studentId="ST-0001" />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'የትምህርት መረጃ' })).toBeInTheDocument();
    expect(screen.getByText('2026፣ መንፈቀ ዓመት 1')).toBeInTheDocument();
    expect(screen.queryByText('Academic info')).not.toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Academic info' })).toBeInTheDocument();
    expect(screen.getByText('2026, semester 1')).toBeInTheDocument();
  });
});
