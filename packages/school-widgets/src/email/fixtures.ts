import type { Email, EmailList, EmailPerson } from '@school/api';

export const people: Record<string, EmailPerson> = {
  st: { _id: 'st', ID: 'ST-0001', email: 'st-0001@example.et', fullName: 'Abel Tesfaye Girma', url: 'users', photo: null },
  te: { _id: 'te', ID: 'TE-0001', email: 'te-0001@example.et', fullName: 'Tesfaye Bekele Gebre', url: 'users', photo: null },
  ad: { _id: 'ad', ID: 'AD-0001', email: 'ad-0001@example.et', fullName: 'Genet Alemu Bekele', url: 'users', photo: null },
};

export function email(over: Partial<Email> = {}): Email {
  return {
    _id: 'e1',
    subject: 'Homework question',
    content: 'Is exercise 4 due on Monday?',
    sender: people.st,
    recipients: [people.te],
    cc: [],
    bcc: [],
    attachments: [],
    status: 'sent',
    createdAt: '2026-11-21T08:00:00.000Z',
    sentAt: '2026-11-21T08:00:10.000Z',
    sendAt: null,
    isRead: false,
    ...over,
  };
}

/** The teacher's inbox: 12 emails from the student and the admin, the newest unread. */
export const inboxEmails: Email[] = Array.from({ length: 12 }, (_, i) =>
  email({
    _id: `in${i + 1}`,
    subject: `Question ${i + 1}`,
    content: i === 0 ? '' : `Body of question ${i + 1}`,
    sender: i % 3 === 0 ? people.ad : people.st,
    sentAt: new Date(Date.parse('2026-11-22T08:00:00Z') - i * 3_600_000).toISOString(),
    isRead: i > 1,
    attachments: i === 1 ? [{ file: 'abc.pdf', name: 'timetable.pdf', size: 20_480 }] : [],
  }),
);

export function listOf(emails: Email[], page = 1, counts: Partial<Pick<EmailList, 'sent' | 'draft'>> = {}): EmailList {
  const start = (page - 1) * 10;
  return {
    inbox: { new: inboxEmails.filter((e) => !e.isRead).length, total: inboxEmails.length },
    sent: counts.sent ?? 3,
    draft: counts.draft ?? 1,
    emails: emails.slice(start, start + 10),
    page,
    totalPages: Math.ceil(emails.length / 10),
    totalItems: emails.length,
  };
}
