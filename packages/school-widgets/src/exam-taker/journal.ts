// ─── The taker's local journal (IndexedDB) ───────────────────────────────────────────────────
// Every answer is written here before it is sent, with its sequence number; a save the server
// confirmed is marked synced. After a reconnect (or a reload) the unsynced entries are sent again:
// the server keeps the highest sequence number per question, so a replay is harmless. Offline and
// online moments are kept too and sent when the connection is back.

export interface JournalAnswer {
  examId: string;
  questionId: string;
  answer: string;
  seq: number;
  synced: boolean;
}

export interface JournalEvent {
  examId: string;
  kind: 'offline' | 'online';
  at: string;
}

export interface ExamJournal {
  putAnswer: (a: JournalAnswer) => Promise<void>;
  answers: (examId: string) => Promise<JournalAnswer[]>;
  /** Marks a question synced if the stored entry is not newer than `seq`. */
  markSynced: (examId: string, questionId: string, seq: number) => Promise<void>;
  addEvent: (e: JournalEvent) => Promise<void>;
  events: (examId: string) => Promise<JournalEvent[]>;
  clearEvents: (examId: string, count: number) => Promise<void>;
}

const DB_NAME = 'school-exam-journal';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The journal in IndexedDB (answers keyed by exam and question; events by an auto key). */
export async function openIndexedDbJournal(factory: IDBFactory = indexedDB, name = DB_NAME): Promise<ExamJournal> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore('answers', { keyPath: ['examId', 'questionId'] }).createIndex('exam', 'examId');
    db.createObjectStore('events', { autoIncrement: true }).createIndex('exam', 'examId');
  };
  const db = await request(open);
  const store = (name: 'answers' | 'events', mode: IDBTransactionMode) => db.transaction(name, mode).objectStore(name);
  return {
    async putAnswer(a) {
      const s = store('answers', 'readwrite');
      s.put(a);
      await done(s.transaction);
    },
    answers: (examId) => request(store('answers', 'readonly').index('exam').getAll(examId)) as Promise<JournalAnswer[]>,
    async markSynced(examId, questionId, seq) {
      const s = store('answers', 'readwrite');
      const current = (await request(s.get([examId, questionId]))) as JournalAnswer | undefined;
      if (current && current.seq <= seq) s.put({ ...current, synced: true });
      await done(s.transaction);
    },
    async addEvent(e) {
      const s = store('events', 'readwrite');
      s.add(e);
      await done(s.transaction);
    },
    events: (examId) => request(store('events', 'readonly').index('exam').getAll(examId)) as Promise<JournalEvent[]>,
    async clearEvents(examId, count) {
      const s = store('events', 'readwrite');
      const keys = (await request(s.index('exam').getAllKeys(examId))).slice(0, count);
      for (const k of keys) s.delete(k);
      await done(s.transaction);
    },
  };
}

/** A journal in memory: where IndexedDB is missing (private modes of some browsers), and in stories. */
export function memoryJournal(): ExamJournal {
  const answers = new Map<string, JournalAnswer>();
  let events: JournalEvent[] = [];
  const key = (e: string, q: string) => `${e}|${q}`;
  return {
    putAnswer: async (a) => void answers.set(key(a.examId, a.questionId), { ...a }),
    answers: async (examId) => [...answers.values()].filter((a) => a.examId === examId).map((a) => ({ ...a })),
    markSynced: async (examId, questionId, seq) => {
      const a = answers.get(key(examId, questionId));
      if (a && a.seq <= seq) a.synced = true;
    },
    addEvent: async (e) => void events.push(e),
    events: async (examId) => events.filter((e) => e.examId === examId),
    clearEvents: async (examId, count) => {
      let n = 0;
      events = events.filter((e) => e.examId !== examId || n++ >= count);
    },
  };
}

/** IndexedDB when the browser has it, else memory. */
export async function openJournal(): Promise<ExamJournal> {
  try {
    if (typeof indexedDB !== 'undefined') return await openIndexedDbJournal();
  } catch {
    // fall through: an exam must still run without a journal on disk
  }
  return memoryJournal();
}
