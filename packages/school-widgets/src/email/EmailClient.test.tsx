import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type EmailListQuery } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { chatUsers } from '../chat/fixtures';
import { EmailClient } from './EmailClient';
import { email, inboxEmails, listOf, people } from './fixtures';

function setup(over: Record<string, unknown> = {}, language: 'en' | 'am' = 'en') {
  const list = vi.fn(async (q: EmailListQuery) => fakeOk(q.folder === 'inbox' ? listOf(inboxEmails, q.page) : listOf([], 1)));
  const emails = {
    list,
    get: vi.fn(async (id: string) => fakeOk({ email: inboxEmails.find((e) => e._id === id) ?? email({ _id: id }) })),
    create: vi.fn(),
    send: vi.fn(async (id: string) =>
      fakeOk({ message: 'Email sent successfully!', email: email({ _id: id }) }, 'Email sent successfully!'),
    ),
    undo: vi.fn(async (id: string) =>
      fakeOk({ message: 'Sending cancelled: the email stays in Draft.', email: email({ _id: id, status: 'draft' }) }),
    ),
    markRead: vi.fn(async () => fakeOk({ message: 'Marked as read' }, 'Marked as read')),
    remove: vi.fn(async () => fakeOk({ message: 'Email deleted' }, 'Email deleted')),
    attachmentUrl: (file: string, id: string) => `/api/email_attachments/${file}/${id}/tok`,
    ...over,
  };
  const api = createFakeApi({ communication: { users: async () => fakeOk({ users: chatUsers }), emails } });
  return { ...renderWidget(<EmailClient api={api} me="st" />, { language }), emails };
}
const cards = () => within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('listitem');

describe('EmailClient', () => {
  it('shows the inbox 10 per page with the New chip, No Content and the folder counts', async () => {
    const { user, emails } = setup();
    await screen.findByText('Question 1');
    expect(cards()).toHaveLength(10);
    expect(within(cards()[0]).getByText('New')).toBeInTheDocument();
    expect(within(cards()[0]).getByText('No Content')).toBeInTheDocument();
    expect(within(cards()[2]).queryByText('New')).toBeNull();
    expect(screen.getByRole('button', { name: 'Inbox (2/12)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sent (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Question 12');
    expect(emails.list).toHaveBeenLastCalledWith({ folder: 'inbox', search: undefined, sort: 'date_desc', page: 2, limit: 10 });
  });

  it('searches and sorts on the server, back to page 1; an empty folder says so', async () => {
    const { user, emails } = setup();
    await screen.findByText('Question 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Subject Z-A');
    await user.type(screen.getByRole('searchbox', { name: 'Search emails' }), 'genet');
    await waitFor(() =>
      expect(emails.list).toHaveBeenLastCalledWith({ folder: 'inbox', search: 'genet', sort: 'subject_desc', page: 1, limit: 10 }),
    );
    await user.click(screen.getByRole('button', { name: 'Draft (1)' }));
    expect(await screen.findByText('No emails match your search.')).toBeInTheDocument();
  });

  it('composes: the notice offers UNDO; UNDO keeps it a draft and shows the Draft folder', { timeout: 20_000 }, async () => {
    const created = email({ _id: 'new1', status: 'draft', sendAt: '2026-11-22T09:00:10.000Z', createdAt: '2026-11-22T09:00:00.000Z' });
    const create = vi.fn(async () => fakeOk({ message: 'Email created! Sending in 10 seconds. Click UNDO to discard.', email: created }));
    const { user, emails } = setup({ create });
    await screen.findByText('Question 1');
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New email' });
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Recipients' })).getByRole('checkbox', { name: /Tesfaye Bekele Gebre/ }),
    );
    await user.click(within(within(dialog).getByRole('group', { name: 'Bcc' })).getByRole('checkbox', { name: /Genet Alemu Bekele/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Homework');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Done.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(create).toHaveBeenCalledWith({
      recipients: ['te'],
      cc: [],
      bcc: ['ad'],
      subject: 'Homework',
      content: 'Done.',
      attachments: [],
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Email created! Sending in 10 seconds. Click UNDO to discard.');
    expect(notice).toHaveTextContent('Sending in 10 s');
    await user.click(within(notice).getByRole('button', { name: 'UNDO' }));
    expect(emails.undo).toHaveBeenCalledWith('new1');
    expect(await screen.findByText('Sending cancelled: the email stays in Draft.')).toBeInTheDocument();
    await waitFor(() => expect(emails.list).toHaveBeenLastCalledWith(expect.objectContaining({ folder: 'draft', page: 1 })));
    expect(emails.send).not.toHaveBeenCalled();
  });

  it('left alone, the email is sent when the window ends: the toast, then Sent page 1', { timeout: 20_000 }, async () => {
    const created = email({ _id: 'new2', status: 'draft', createdAt: '2026-11-22T09:00:00.000Z', sendAt: '2026-11-22T09:00:00.050Z' });
    const { user, emails } = setup({ create: async () => fakeOk({ message: '', email: created }) });
    await screen.findByText('Question 1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New email' });
    await user.click(within(within(dialog).getByRole('group', { name: 'Recipients' })).getByRole('checkbox', { name: /Tesfaye/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    expect(emails.send).toHaveBeenCalledWith('new2');
    await waitFor(() => expect(emails.list).toHaveBeenLastCalledWith(expect.objectContaining({ folder: 'sent', page: 1 })));
  });

  it('keeps what was typed when Compose is closed and opened again', async () => {
    const { user } = setup();
    await screen.findByText('Question 1');
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    let dialog = await screen.findByRole('dialog', { name: 'New email' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Field trip');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Bring water');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New email' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    dialog = await screen.findByRole('dialog', { name: 'New email' });
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Field trip');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Bring water');
  });

  it('a refused create keeps the dialog open with the server error', async () => {
    const { user } = setup({ create: async () => fakeFail('Choose at least one recipient') });
    await screen.findByText('Question 1');
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New email' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose at least one recipient')).toBeInTheDocument();
  });

  it(
    'opens an email: people, date, body, attachment link; Mark as read; Delete asks first and goes back',
    { timeout: 20_000 },
    async () => {
      const { user, emails } = setup();
      await user.click(await screen.findByRole('button', { name: /Question 2/ }));
      expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
      expect(screen.getByText('Body of question 2')).toBeInTheDocument();
      expect(screen.getByText(people.st.fullName)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'timetable.pdf' })).toHaveAttribute('href', '/api/email_attachments/abc.pdf/in2/tok');
      await user.click(screen.getByRole('button', { name: 'Mark as read' }));
      expect(emails.markRead).toHaveBeenCalledWith('in2');
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete this email? It is removed from your Inbox only.' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(emails.remove).toHaveBeenCalledWith('in2');
      expect(await screen.findByRole('button', { name: 'Compose' })).toBeInTheDocument();
    },
  );

  it("says the spec's 'mark as read' and 'deleting email' while the server answers", { timeout: 20_000 }, async () => {
    let answerRead: (v: unknown) => void = () => undefined;
    let answerDelete: (v: unknown) => void = () => undefined;
    const { user } = setup({
      markRead: vi.fn(() => new Promise((r) => (answerRead = r))),
      remove: vi.fn(() => new Promise((r) => (answerDelete = r))),
    });
    await user.click(await screen.findByRole('button', { name: /Question 2/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('button', { name: 'mark as read' })).toBeInTheDocument();
    answerRead(fakeOk({ message: 'Marked as read' }, 'Marked as read'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this email? It is removed from your Inbox only.' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('button', { name: 'deleting email' })).toBeInTheDocument();
    answerDelete(fakeOk({ message: 'Email deleted' }, 'Email deleted'));
    expect(await screen.findByRole('button', { name: 'Compose' })).toBeInTheDocument();
  });

  it('sends a draft from its detail: the toast, then Sent page 1', { timeout: 20_000 }, async () => {
    const draft = email({ _id: 'd1', status: 'draft', subject: 'Unsent note', sentAt: null, sendAt: null, isRead: true });
    const { user, emails } = setup({
      list: vi.fn(async (q: EmailListQuery) => fakeOk(listOf(q.folder === 'draft' ? [draft] : inboxEmails, 1))),
      get: async () => fakeOk({ email: draft }),
    });
    await user.click(await screen.findByRole('button', { name: /^Draft/ }));
    await user.click(await screen.findByRole('button', { name: /Unsent note/ }));
    await screen.findByRole('heading', { name: 'Unsent note' });
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(emails.send).toHaveBeenCalledWith('d1');
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(emails.list).toHaveBeenLastCalledWith(expect.objectContaining({ folder: 'sent', page: 1 })));
  });

  // Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the folders, the cards and the detail in Amharic, and follows a switch back to English', async () => {
    const { user, setLanguage } = setup({}, 'am');
    expect(await screen.findByRole('heading', { level: 2, name: 'ኢሜይል' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ገቢ መልእክቶች (2/12)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'ጻፍ' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ኢሜይሎችን ይፈልጉ' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ቀን (አዲሱ መጀመሪያ)' })).toBeInTheDocument();
    const first = within(screen.getByRole('list', { name: 'ገቢ መልእክቶች' })).getAllByRole('listitem')[0];
    expect(within(first).getByText('አዲስ')).toBeInTheDocument();
    expect(within(first).getByText('ይዘት የለም')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Question 2/ }));
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(screen.getByText('ከ')).toBeInTheDocument();

    setLanguage('en');
    expect(await screen.findByText('From')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Email' })).toBeInTheDocument();
  });

  it('shows the list error with Try again', async () => {
    setup({ list: async () => fakeFail('Something broke', 500) });
    expect(await screen.findByText('Error: Something broke')).toBeInTheDocument();
  });
});
