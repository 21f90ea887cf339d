import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openIndexedDbJournal } from './journal';
import { createAnswerSync } from './sync';
import { textsIn } from '../shared/intl';
import { devtoolsLikelyOpen, keyViolation, startBlocker, studentStatus } from './logic';

const ok = (seq: number) => ({ ok: true as const, status: 201, data: { message: 'ok', question_id: 'q', seq }, message: 'ok' });

describe('the journal and the answer sync', () => {
  it('keeps unsent answers in IndexedDB across a reload and replays them; a stale answer never wins', async () => {
    const factory = new IDBFactory();
    const journal = await openIndexedDbJournal(factory, 'test-journal');
    const send = vi.fn(async () => ({ ok: false as const, status: 0, error: 'poor connection' }));
    const first = createAnswerSync({ examId: 'e1', journal, send, sendEvents: async () => ok(1), onChange: () => {} });
    await first.init([]);
    await first.save('q1', 'A');
    await first.save('q1', 'B');
    expect(first.pending()).toBe(1);
    expect(first.state('q1')).toBe('offline');
    // A new page (reload) opens the same database: the journal holds the latest answer unsent.
    const again = await openIndexedDbJournal(factory, 'test-journal');
    const sent: unknown[] = [];
    const sentEvents = vi.fn(async (_events: { kind: string }[]) => ok(1));
    const second = createAnswerSync({
      examId: 'e1',
      journal: again,
      send: async (a) => {
        sent.push(a);
        return ok(a.seq);
      },
      sendEvents: sentEvents,
      onChange: () => {},
    });
    const shown = await second.init([{ question_id: 'q1', answer: 'old', seq: 1 }]);
    expect(shown.get('q1')).toBe('B');
    expect(await second.flush()).toBe(true);
    expect(sent).toEqual([{ question_id: 'q1', answer: 'B', seq: 2 }]);
    expect((await again.answers('e1'))[0].synced).toBe(true);
    // The offline moment of the first page was logged, then sent once the connection was back.
    expect(sentEvents.mock.calls[0][0].map((e) => e.kind)).toEqual(['offline']);
    expect(await again.events('e1')).toEqual([]);
  });

  it('stops on a refusal (time over) and reports it', async () => {
    const journal = await openIndexedDbJournal(new IDBFactory(), 'refused');
    const onRefused = vi.fn();
    const s = createAnswerSync({
      examId: 'e1',
      journal,
      send: async () => ({ ok: false, status: 400, error: 'The exam time is over' }),
      sendEvents: async () => ok(1),
      onChange: () => {},
      onRefused,
    });
    await s.init([]);
    await s.save('q1', 'A');
    expect(s.state('q1')).toBe('refused');
    expect(onRefused).toHaveBeenCalledWith('The exam time is over');
  });
});

describe('a server that fails while restarting', () => {
  it('keeps the answer and retries after a growing, random delay instead of ending the exam', async () => {
    const journal = await openIndexedDbJournal(new IDBFactory(), 'restarting');
    const onRefused = vi.fn();
    const sentEvents = vi.fn(async () => ok(1));
    let status = 503;
    const s = createAnswerSync({
      examId: 'e1',
      journal,
      send: async () => (status === 201 ? ok(1) : { ok: false as const, status, error: 'Service Unavailable' }),
      sendEvents: sentEvents,
      onChange: () => {},
      onRefused,
    });
    await s.init([]);
    expect(s.nextRetryMs()).toBe(5_000);
    await s.save('q1', 'A');
    expect(s.state('q1')).toBe('offline');
    expect(s.pending()).toBe(1);
    expect(onRefused).not.toHaveBeenCalled();
    // A busy server is not the taker's connection: nothing is logged as offline.
    expect(s.isOnline()).toBe(true);
    const first = s.nextRetryMs();
    expect(first).toBeGreaterThanOrEqual(100);
    expect(first).toBeLessThanOrEqual(1_000);
    await s.flush();
    await s.flush();
    await s.flush();
    expect(s.nextRetryMs()).toBeGreaterThanOrEqual(400);
    status = 201;
    expect(await s.flush()).toBe(true);
    expect(s.state('q1')).toBe('saved');
    expect(s.nextRetryMs()).toBe(5_000);
  });
});

describe('taker rules', () => {
  const t = textsIn('en');
  const win = { start_time: '2026-11-22T09:00:00Z', end_time: '2026-11-22T10:00:00Z', isExamTaken: false };
  it('computes Upcoming, Live and Expired and the start tooltip', () => {
    expect(studentStatus(win, Date.parse('2026-11-22T08:59:00Z'))).toBe('upcoming');
    expect(studentStatus(win, Date.parse('2026-11-22T09:30:00Z'))).toBe('live');
    expect(studentStatus(win, Date.parse('2026-11-22T10:00:00Z'))).toBe('expired');
    expect(startBlocker(t, win, Date.parse('2026-11-22T10:00:00Z'))).toBe('The exam has already expired');
    expect(startBlocker(t, { ...win, isExamTaken: true }, Date.parse('2026-11-22T09:30:00Z'))).toBe('The exam has already been taken');
    expect(startBlocker(t, win, Date.parse('2026-11-22T09:30:00Z'))).toBeNull();
  });
  it('sorts key presses into the spec’s levels', () => {
    const k = (key: string, mods: Partial<KeyboardEvent> = {}) =>
      keyViolation(t, { key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(k('PrintScreen')?.level).toBe(3);
    expect(k('4', { metaKey: true, shiftKey: true })?.level).toBe(3);
    expect(k('F12')?.level).toBe(2);
    expect(k('I', { ctrlKey: true, shiftKey: true })?.level).toBe(2);
    expect(k('a')).toBeNull();
    expect(k('c', { ctrlKey: true })).toBeNull(); // copy itself is caught by the copy event
  });
  it('flags developer tools past 160 px, never in a headless window', () => {
    expect(devtoolsLikelyOpen({ outerWidth: 1400, innerWidth: 1200, outerHeight: 900, innerHeight: 800 })).toBe(true);
    expect(devtoolsLikelyOpen({ outerWidth: 1300, innerWidth: 1200, outerHeight: 900, innerHeight: 800 })).toBe(false);
    expect(devtoolsLikelyOpen({ outerWidth: 0, innerWidth: 1200, outerHeight: 0, innerHeight: 800 })).toBe(false);
  });
});
