import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Email } from '@school/api';
import { textsIn } from '../shared/intl';
import { counterpartOf, emailDate, folderCount, folderLabel, secondsLeft, sizeText, snippetOf, sortOptions, subjectOf } from './logic';

const t = textsIn('en');

const person = (fullName: string) => ({ _id: fullName, ID: fullName, fullName, email: null });
const email = (over: Partial<Email> = {}) =>
  ({
    subject: 'Field trip',
    content: 'Dear parents,\n\n  the trip is on Friday.',
    sender: person('Almaz'),
    recipients: [person('Bekele')],
    cc: [person('Chaltu')],
    bcc: [],
    sentAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-19T08:00:00.000Z',
    ...over,
  }) as unknown as Email;

describe('email rules', () => {
  it('counts new/total in the inbox (total alone when nothing is new), the count elsewhere', () => {
    const counts = { inbox: { new: 2, total: 7 }, sent: 4, draft: 1 };
    expect(folderCount('inbox', counts)).toBe('2/7');
    expect(folderCount('inbox', { ...counts, inbox: { new: 0, total: 7 } })).toBe('7');
    expect(folderCount('sent', counts)).toBe('4');
  });

  it('dates a sent email by its sending, a draft by its writing', () => {
    expect(emailDate(email())).toBe('2026-11-20T08:00:00.000Z');
    expect(emailDate(email({ sentAt: null }))).toBe('2026-11-19T08:00:00.000Z');
  });

  it('shows "(no subject)" and "No Content" for blanks, and one line of the body cut with an ellipsis', () => {
    expect(subjectOf(t, email({ subject: '  ' }))).toBe('(no subject)');
    expect(snippetOf(t, email({ content: ' \n ' }))).toBe('No Content');
    expect(snippetOf(t, email())).toBe('Dear parents, the trip is on Friday.');
    expect(snippetOf(t, email({ content: 'abcdefghij' }), 5)).toBe('abcd…');
  });

  it('names folders, sort choices and blanks in the language it is given (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(folderLabel(am, 'inbox')).toBe('ገቢ መልእክቶች');
    expect(folderLabel(am, 'draft')).toBe('ረቂቅ');
    expect(sortOptions(am)[0]).toEqual({ value: 'date_desc', label: 'ቀን (አዲሱ መጀመሪያ)' });
    expect(subjectOf(am, email({ subject: '' }))).toBe('(ርዕስ የለም)');
    expect(snippetOf(am, email({ content: '' }))).toBe('ይዘት የለም');
    // English is untouched: no catalogue is rewritten.
    expect(folderLabel(t, 'inbox')).toBe('Inbox');
  });

  it('names the sender in the inbox and every addressee elsewhere', () => {
    expect(counterpartOf(email(), 'inbox')).toBe('Almaz');
    expect(counterpartOf(email(), 'sent')).toBe('Bekele, Chaltu');
    expect(counterpartOf(email({ recipients: [], cc: [] }), 'draft')).toBe('—');
  });

  it('counts the held send down in whole seconds, never below 0', () => {
    const sendAt = '2026-11-22T09:00:10.000Z';
    expect(secondsLeft(sendAt, Date.parse('2026-11-22T09:00:00.000Z'))).toBe(10);
    expect(secondsLeft(sendAt, Date.parse('2026-11-22T09:00:09.500Z'))).toBe(1);
    expect(secondsLeft(sendAt, Date.parse('2026-11-22T09:01:00.000Z'))).toBe(0);
  });

  it('writes sizes in B, KB and MB', () => {
    expect(sizeText(900)).toBe('900 B');
    expect(sizeText(12 * 1024 + 100)).toBe('12 KB');
    expect(sizeText(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});
