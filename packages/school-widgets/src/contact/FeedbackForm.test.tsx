import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { ContactDetails } from './ContactDetails';
import { FeedbackForm } from './FeedbackForm';

const fill = async (user: ReturnType<typeof renderWidget>['user'], v: { name?: string; email?: string; text?: string }) => {
  if (v.name) await user.type(screen.getByRole('textbox', { name: 'Full name' }), v.name);
  if (v.email) await user.type(screen.getByRole('textbox', { name: 'Email' }), v.email);
  if (v.text) await user.type(screen.getByRole('textbox', { name: 'Feedback' }), v.text);
};

describe('FeedbackForm', () => {
  it("shows the spec's messages and focuses the first invalid field", async () => {
    const add = vi.fn();
    const { user } = renderWidget(<FeedbackForm api={createFakeApi({ content: { feedback: { add } } })} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('Fullname is required');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveAccessibleDescription('Feedback message is required');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await fill(user, { name: 'Hirut Bekele', email: 'hirut@', text: 'Great school' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(add).not.toHaveBeenCalled();
  });

  it('reads in Amharic for a reader in Amharic, the schema’s own messages too', async () => {
    const { user } = renderWidget(<FeedbackForm api={createFakeApi({ content: { feedback: { add: vi.fn() } } })} />, { language: 'am' });
    expect(await screen.findByRole('form', { name: 'አስተያየትዎን ይላኩልን' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ሙሉ ስም' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ላክ' }));
    // The contract's schema says 'Fullname is required' (built once, in English): the reader reads it in Amharic.
    expect(screen.getByRole('textbox', { name: 'ሙሉ ስም' })).toHaveAccessibleDescription('ሙሉ ስም ያስፈልጋል');
    expect(screen.getByRole('textbox', { name: 'ኢሜይል' })).toHaveAccessibleDescription('ኢሜይል ያስፈልጋል');
  });

  it('posts fullName, email and feedback, thanks the visitor and empties the form', async () => {
    const add = vi.fn(async () => fakeOk({ message: 'successfully added' }, 'successfully added'));
    const { user } = renderWidget(<FeedbackForm api={createFakeApi({ content: { feedback: { add } } })} />);
    await fill(user, { name: 'Hirut Bekele', email: 'hirut@example.com', text: 'Great school' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('successfully added');
    expect(add).toHaveBeenCalledWith({ fullName: 'Hirut Bekele', email: 'hirut@example.com', feedback: 'Great school' });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  it('shows the server error for 2 s and keeps what was typed', async () => {
    const add = vi.fn(async () => fakeFail('poor connection', 0));
    const { user } = renderWidget(<FeedbackForm api={createFakeApi({ content: { feedback: { add } } })} />);
    await fill(user, { name: 'Hirut Bekele', email: 'hirut@example.com', text: 'Great school' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => screen.getByRole('button', { name: 'Send' }).click());
      expect(screen.getByRole('alert')).toHaveTextContent('poor connection');
      act(() => vi.advanceTimersByTime(1999));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('Great school');
  });
});

describe('ContactDetails', () => {
  it('shows address, phone, email and social links from the catalogue', () => {
    renderWidget(<ContactDetails />);
    expect(screen.getByRole('link', { name: '+251 47 335 1999' })).toHaveAttribute('href', 'tel:+251473351999');
    expect(screen.getByRole('link', { name: 'info@mizanteferi-academy.edu.et' })).toHaveAttribute(
      'href',
      'mailto:info@mizanteferi-academy.edu.et',
    );
    expect(screen.getByText(/Mizan Teferi, Bench Sheko Zone/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Follow us' })).toHaveTextContent('Facebook');
  });

  it('reads in Amharic for a reader in Amharic', async () => {
    renderWidget(<ContactDetails />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'የመገኛ ዝርዝሮች' })).toBeInTheDocument();
  });
});
