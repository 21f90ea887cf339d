import type { AnswerResponse, ApiResult, SavedAnswer } from '@school/api';
import type { ExamJournal, JournalEvent } from './journal';
import { isRetryableStatus, retryDelayMs } from './backoff';

// ─── Saving answers at once, through the journal ─────────────────────────────────────────────
// save(): the answer gets the next sequence number of its question, goes into the journal, then
// to the server. A network failure keeps it in the journal (shown as kept offline) and marks the
// connection lost; flush() sends what is left, oldest question first, and runs when the browser
// says it is online again, after nextRetryMs() while something waits, and before a submit.
// A server that is restarting or overloaded (5xx, 408, 429) is retried like the network, never
// taken as a refusal; retries wait a random, growing time (backoff.ts), so a school's takers do
// not all come back in the same second.

export type SaveState = 'saved' | 'saving' | 'offline' | 'refused';

export interface AnswerSyncOptions {
  examId: string;
  journal: ExamJournal;
  send: (a: { question_id: string; answer: string; seq: number }) => Promise<ApiResult<AnswerResponse>>;
  sendEvents: (events: Pick<JournalEvent, 'kind' | 'at'>[]) => Promise<ApiResult<unknown>>;
  /** Called after every change of a question's state or of the connection. */
  onChange: () => void;
  /** A save the server refused (time over, submitted): the exam is over for this taker. */
  onRefused?: (error: string) => void;
  /** Another tab or device holds the attempt now (409 taken_over): the answer stays in the journal, unsent here. */
  onTakenOver?: () => void;
  now?: () => Date;
}

export interface AnswerSync {
  /** Loads the journal and the server's saved answers; returns the answers to show. */
  init: (server: SavedAnswer[]) => Promise<Map<string, string>>;
  save: (questionId: string, answer: string) => Promise<void>;
  flush: () => Promise<boolean>;
  setOnline: (online: boolean) => Promise<void>;
  state: (questionId: string) => SaveState | undefined;
  isOnline: () => boolean;
  pending: () => number;
  /** When to try again: every 5 s while nothing fails, a jittered backoff after failures. */
  nextRetryMs: () => number;
}

/** How often waiting answers are looked at while nothing has failed. */
export const SYNC_CHECK_MS = 5_000;

export function createAnswerSync(o: AnswerSyncOptions): AnswerSync {
  const seqs = new Map<string, number>();
  const states = new Map<string, SaveState>();
  const waiting = new Map<string, { answer: string; seq: number }>();
  let online = true;
  let failures = 0;
  let flushing: Promise<boolean> | null = null;
  const now = o.now ?? (() => new Date());

  async function noteConnection(next: boolean) {
    if (next === online) return;
    online = next;
    await o.journal.addEvent({ examId: o.examId, kind: next ? 'online' : 'offline', at: now().toISOString() });
    o.onChange();
  }

  async function sendOne(questionId: string, answer: string, seq: number): Promise<'ok' | 'network' | 'refused'> {
    const r = await o.send({ question_id: questionId, answer, seq });
    if (r.ok) {
      failures = 0;
      await o.journal.markSynced(o.examId, questionId, r.data.seq);
      if ((seqs.get(questionId) ?? 0) <= r.data.seq) {
        states.set(questionId, 'saved');
        waiting.delete(questionId);
      }
      await noteConnection(true);
      o.onChange();
      return 'ok';
    }
    if (r.code === 'taken_over') {
      // Not refused: the page that holds the attempt now sends what this journal keeps (same device).
      o.onTakenOver?.();
      return 'network';
    }
    if (isRetryableStatus(r.status)) {
      failures++;
      states.set(questionId, 'offline');
      // Only a failed connection is logged as offline; a busy server is not the taker's network.
      if (r.status === 0) await noteConnection(false);
      o.onChange();
      return 'network';
    }
    states.set(questionId, 'refused');
    waiting.delete(questionId);
    o.onChange();
    o.onRefused?.(r.error);
    return 'refused';
  }

  async function sendEvents() {
    const events = await o.journal.events(o.examId);
    if (events.length === 0) return;
    const r = await o.sendEvents(events.map(({ kind, at }) => ({ kind, at })));
    if (r.ok) await o.journal.clearEvents(o.examId, events.length);
  }

  async function flushOnce(): Promise<boolean> {
    for (const [questionId, w] of [...waiting]) {
      const outcome = await sendOne(questionId, w.answer, w.seq);
      if (outcome === 'network') return false;
    }
    if (online) await sendEvents();
    return waiting.size === 0;
  }

  return {
    async init(server) {
      const shown = new Map<string, string>();
      for (const a of server) {
        seqs.set(a.question_id, a.seq);
        shown.set(a.question_id, a.answer);
        states.set(a.question_id, 'saved');
      }
      for (const j of await o.journal.answers(o.examId)) {
        if (j.seq <= (seqs.get(j.questionId) ?? 0)) continue;
        seqs.set(j.questionId, j.seq);
        shown.set(j.questionId, j.answer);
        if (!j.synced) {
          waiting.set(j.questionId, { answer: j.answer, seq: j.seq });
          states.set(j.questionId, 'offline');
        }
      }
      return shown;
    },
    async save(questionId, answer) {
      const seq = (seqs.get(questionId) ?? 0) + 1;
      seqs.set(questionId, seq);
      waiting.set(questionId, { answer, seq });
      states.set(questionId, online ? 'saving' : 'offline');
      await o.journal.putAnswer({ examId: o.examId, questionId, answer, seq, synced: false });
      o.onChange();
      if (online) await sendOne(questionId, answer, seq);
    },
    flush() {
      if (!flushing) flushing = flushOnce().finally(() => (flushing = null));
      return flushing;
    },
    async setOnline(next) {
      await noteConnection(next);
      if (next) await this.flush();
    },
    state: (questionId) => states.get(questionId),
    isOnline: () => online,
    pending: () => waiting.size,
    nextRetryMs: () => (failures === 0 ? SYNC_CHECK_MS : retryDelayMs(failures)),
  };
}
