import type { Email, EmailFolder, EmailPerson, EmailSort } from '@school/api';
import type { Texts } from '../shared/intl';

// ─── Pure rules of the email screen ──────────────────────────────────────────────────────────

/** The Sort list's choices, in the reader's language. */
export function sortOptions({ messages }: Texts): { value: EmailSort; label: string }[] {
  return [
    { value: 'date_desc', label: messages.emailSortDateDesc },
    { value: 'date_asc', label: messages.emailSortDateAsc },
    { value: 'sender_asc', label: messages.emailSortSenderAsc },
    { value: 'sender_desc', label: messages.emailSortSenderDesc },
    { value: 'subject_asc', label: messages.emailSortSubjectAsc },
    { value: 'subject_desc', label: messages.emailSortSubjectDesc },
  ];
}

/** A folder's name: "Inbox", "Sent", "Draft". */
export function folderLabel({ messages }: Texts, folder: EmailFolder): string {
  return { inbox: messages.emailInbox, sent: messages.emailSent, draft: messages.emailDraft }[folder];
}

/** "Inbox (2/7)": new and total for the inbox, the count for the others. */
export function folderCount(folder: EmailFolder, counts: { inbox: { new: number; total: number }; sent: number; draft: number }): string {
  if (folder === 'inbox') return counts.inbox.new ? `${counts.inbox.new}/${counts.inbox.total}` : String(counts.inbox.total);
  return String(counts[folder]);
}

/** The date a folder shows: when it was sent, or for a draft when it was written. */
export const emailDate = (e: Email) => e.sentAt ?? e.createdAt;

/** The subject, or '(no subject)'. */
export const subjectOf = ({ messages }: Texts, e: Email) => e.subject.trim() || messages.emailNoSubject;

/** The first line of the body for a card, or 'No Content'. */
export function snippetOf({ messages }: Texts, e: Email, max = 120): string {
  const text = e.content.replace(/\s+/g, ' ').trim();
  if (!text) return messages.emailNoContent;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export const names = (people: readonly EmailPerson[]) => people.map((p) => p.fullName).join(', ');

/** Who a card names: the sender in the inbox, the addressees in Sent and Draft. */
export const counterpartOf = (e: Email, folder: EmailFolder) =>
  folder === 'inbox' ? e.sender.fullName : names([...e.recipients, ...e.cc, ...e.bcc]) || '—';

/** Whole seconds left until the held send (0 once due). */
export const secondsLeft = (sendAt: string, now: number) => Math.max(0, Math.ceil((Date.parse(sendAt) - now) / 1000));

/** "12 KB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
