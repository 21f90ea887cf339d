import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { AdminDashboard } from './AdminDashboard';
import { adminDashboardFixture } from './fixtures';

describe('AdminDashboard', () => {
  it('shows the four figures and both charts from the server', async () => {
    const api = createFakeApi({ dashboard: { admin: async () => fakeOk(adminDashboardFixture) } });
    renderWidget(<AdminDashboard api={api} />);
    const students = await screen.findByText('Students');
    expect(students.closest('[data-ui="stat-card"]')).toHaveTextContent('61');
    expect(screen.getByText('Applicants').closest('[data-ui="stat-card"]')).toHaveTextContent('4');
    expect(screen.getByRole('img', { name: /Students enrolled per academic period/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Staff by type/ })).toBeInTheDocument();
  });

  it('shows the error and loads again on Try again', async () => {
    const admin = vi.fn().mockResolvedValueOnce(fakeFail('poor connection', 0)).mockResolvedValueOnce(fakeOk(adminDashboardFixture));
    const { user } = renderWidget(<AdminDashboard api={createFakeApi({ dashboard: { admin } })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('poor connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Teachers')).toBeInTheDocument();
    expect(admin).toHaveBeenCalledTimes(2);
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads its figures and charts in the language of its provider, and switches with it', async () => {
    const api = createFakeApi({ dashboard: { admin: async () => fakeOk(adminDashboardFixture) } });
    const { setLanguage } = renderWidget(<AdminDashboard api={api} />, { language: 'am' });
    const students = await screen.findByText('ተማሪዎች');
    expect(students.closest('[data-ui="stat-card"]')).toHaveTextContent('61');
    expect(screen.getByText('አመልካቾች').closest('[data-ui="stat-card"]')).toHaveTextContent('4');
    expect(screen.getByText('መምህራን')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /በየትምህርት ጊዜው የተመዘገቡ ተማሪዎች/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /ሠራተኞች በዓይነት/ })).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByText('Students')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Students enrolled per academic period/ })).toBeInTheDocument();
  });
});
