import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { PublicStatistics } from './PublicStatistics';
import { SchoolWelcome } from './SchoolWelcome';

describe('PublicStatistics', () => {
  it('shows the four totals', async () => {
    const api = createFakeApi({ public: { data: async () => fakeOk({ courses: 14, approvedStudents: 61, teachers: 12, grades: 13 }) } });
    renderWidget(<PublicStatistics api={api} />);
    expect((await screen.findByText('Total Students')).closest('[data-ui="stat-card"]')).toHaveTextContent('61');
    expect(screen.getByText('Total Grades').closest('[data-ui="stat-card"]')).toHaveTextContent('13');
  });

  it("prefixes a failure with 'Error: ' and can try again", async () => {
    const data = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('poor connection', 0))
      .mockResolvedValueOnce(fakeOk({ courses: 1, approvedStudents: 2, teachers: 3, grades: 4 }));
    const { user } = renderWidget(<PublicStatistics api={createFakeApi({ public: { data } })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Teachers')).toBeInTheDocument();
  });
});

describe('SchoolWelcome', () => {
  it('lists the facilities and reveals the rest of the about text on More', async () => {
    const { user } = renderWidget(<SchoolWelcome />);
    expect(screen.getByRole('list', { name: 'Our facilities' })).toHaveTextContent('55 Class Rooms');
    expect(screen.getByText(/1999 GC in Mizan Teferi/)).toBeVisible();
    const more = screen.getByRole('button', { name: 'More' });
    expect(screen.getByText(/national curriculum/)).not.toBeVisible();
    await user.click(more);
    expect(screen.getByText(/national curriculum/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('reads in Amharic, and switches back to English with the same widget', async () => {
    const { setLanguage } = renderWidget(<SchoolWelcome />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'ግቢያችን' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'የእኛ መገልገያዎች' })).toHaveTextContent('55 የመማሪያ ክፍሎች');
    setLanguage('en');
    expect(await screen.findByRole('list', { name: 'Our facilities' })).toHaveTextContent('55 Class Rooms');
  });

  it("titles its cards h2, the level under the home page's h1 (no skipped level: Lighthouse's heading-order)", () => {
    renderWidget(<SchoolWelcome />);
    expect(screen.getByRole('heading', { name: 'Our campus' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'About us' }).tagName).toBe('H2');
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });
});
