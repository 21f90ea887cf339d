import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { downloadXlsx } from '@school/ui';
import type * as UiModule from '@school/ui';
import { renderWidget } from '../shared/test-utils';
import { FeedbackAdmin } from './FeedbackAdmin';
import { adminFeedback } from './fixtures';

vi.mock('@school/ui', async (original) => ({ ...(await original<typeof UiModule>()), downloadXlsx: vi.fn(async () => undefined) }));

const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const fakeApi = (toggle = vi.fn()) =>
  createFakeApi({ content: { feedback: { listAll: async () => fakeOk({ feedbacks: adminFeedback }), toggle } } });

describe('FeedbackAdmin', () => {
  it('shows 3 cards per page with name, email, date and text, newest first', async () => {
    const { user } = renderWidget(<FeedbackAdmin api={fakeApi()} />);
    expect(await screen.findByRole('heading', { name: 'Hirut Bekele' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Hirut Bekele', 'Solomon Girma', 'Almaz Tesfaye']);
    const card = screen.getByRole('heading', { name: 'Hirut Bekele' }).closest('li')!;
    expect(within(card).getByRole('link', { name: 'hirut@example.com' })).toHaveAttribute('href', 'mailto:hirut@example.com');
    expect(card).toHaveTextContent('March 2, 2026');
    expect(card).toHaveTextContent('My daughter loves her KG teachers.');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cardNames()).toEqual(['Bereket Assefa']);
  });

  // Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the title, the search, the status and the toggle in Amharic', async () => {
    renderWidget(<FeedbackAdmin api={fakeApi()} />, { language: 'am' });
    expect(await screen.findByRole('heading', { level: 2, name: 'አስተያየቶች' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'አስተያየት ይፈልጉ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ወደ Excel አውጣ' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Solomon Girma' })).closest('li')!;
    expect(within(card).getByText('አይታይም')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'እንደ ምስክርነት አሳይ' })).toBeInTheDocument();
  });

  it('searches by name, email or text and goes back to page 1', async () => {
    const { user } = renderWidget(<FeedbackAdmin api={fakeApi()} />);
    await screen.findByRole('heading', { name: 'Hirut Bekele' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'clubs');
    expect(cardNames()).toEqual(['Almaz Tesfaye']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search feedback' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'zzz');
    expect(screen.getByText('No feedback yet')).toBeInTheDocument();
  });

  it('Set Feedback calls setfeedback and the button becomes Unset Feedback', async () => {
    const toggle = vi.fn(async () => fakeOk({ message: 'successfully updated', feedback: { ...adminFeedback[1], show: true } }));
    const { user } = renderWidget(<FeedbackAdmin api={fakeApi(toggle)} />);
    const card = (await screen.findByRole('heading', { name: 'Solomon Girma' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Set Feedback' }));
    expect(toggle).toHaveBeenCalledWith('f2');
    expect(await within(card).findByRole('button', { name: 'Unset Feedback' })).toBeInTheDocument();
    expect(within(card).getByText('Shown as a testimonial')).toBeInTheDocument();
  });

  it('exports the matching feedback to feedbacks.xlsx', async () => {
    const { user } = renderWidget(<FeedbackAdmin api={fakeApi()} />);
    await screen.findByRole('heading', { name: 'Hirut Bekele' });
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloadXlsx).toHaveBeenCalled());
    const request = vi.mocked(downloadXlsx).mock.lastCall![0];
    expect(request.fileName).toBe('feedbacks.xlsx');
    expect(request.rows).toHaveLength(4);
  });

  it('shows the error and tries again', async () => {
    const listAll = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('poor connection', 0))
      .mockResolvedValue(fakeOk({ feedbacks: adminFeedback }));
    const { user } = renderWidget(<FeedbackAdmin api={createFakeApi({ content: { feedback: { listAll } } })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hirut Bekele' })).toBeInTheDocument();
  });
});
