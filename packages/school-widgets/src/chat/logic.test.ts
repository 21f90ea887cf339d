import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@school/api';
import { chatPeople, markSeen, mergeMessages, orderPeople, shownMessages, unseenFrom } from './logic';
import { chatUsers, message } from './fixtures';

const a = message({ _id: 'm1', clientId: 'c1', timestamp: '2026-11-22T09:00:00.000Z' });
const b = message({ _id: 'm2', clientId: 'c2', timestamp: '2026-11-22T09:01:00.000Z' });

describe('mergeMessages', () => {
  it('adds new messages in time order and never twice (same _id, or same sender and client id)', () => {
    expect(mergeMessages([b], [a]).map((m) => m._id)).toEqual(['m1', 'm2']);
    expect(mergeMessages([a, b], [a, { ...b, _id: 'm2-copy' }])).toHaveLength(2);
  });
  it('a later copy can turn seen on, never off', () => {
    expect(mergeMessages([a], [{ ...a, seen: true }])[0].seen).toBe(true);
    expect(mergeMessages([{ ...a, seen: true }], [a])[0].seen).toBe(true);
  });
  it('markSeen and unseenFrom', () => {
    const list: ChatMessage[] = [a, b];
    expect(unseenFrom(list, 'te')).toEqual(['m1', 'm2']);
    expect(unseenFrom(markSeen(list, ['m1']), 'te')).toEqual(['m2']);
  });
});

describe('shownMessages', () => {
  it('shows a pending message once: as sending, then as stored when its copy arrived', () => {
    const pending = [{ clientId: 'c9', senderId: 'st', receiverId: 'te', message: 'hi', createdAt: Date.parse('2026-11-22T09:02:00Z') }];
    expect(shownMessages([a], pending, [], 'st').map((m) => m.status)).toEqual(['received', 'sending']);
    const stored = message({ _id: 'm9', clientId: 'c9', sender: { _id: 'st', ID: 'ST-0001' }, receiver: { _id: 'te', ID: 'TE-0001' } });
    const shown = shownMessages([a, stored], pending, [], 'st');
    expect(shown.map((m) => [m.key, m.status])).toEqual([
      ['m1', 'received'],
      ['m9', 'delivered'],
    ]);
    expect(
      shownMessages([{ ...stored, seen: true }], [], [{ clientId: 'x', message: 'no', createdAt: 0, error: 'refused' }], 'st').map(
        (m) => m.status,
      ),
    ).toEqual(['seen', 'failed']);
  });
});

describe('people', () => {
  it('hides oneself, keeps whom the server listed (an applicant in an admin’s list); unread first, then the latest conversation, then by name', () => {
    const people = chatPeople(chatUsers, 'st');
    expect(people.map((u) => u.ID)).not.toContain('ST-0001');
    expect(people.map((u) => u.ID)).toContain('ST-0002');
    expect(orderPeople(people).map((u) => u.ID)).toEqual(['TE-0003', 'TE-0001', 'ST-0002', 'AD-0001']);
  });
});
