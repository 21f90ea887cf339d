// ─── Exams (spec 001 §3, §4, §5, §7, §9) ─────────────────────────────────────────────────────
// Requests are checked by the server with these schemas; the client forms use the same ones.
// Split by side; this file is the area's one entry point: what both sides share (exams/common.ts),
// the teacher's builder, views and result screens (exams/teacher.ts), and the taker's requests and
// views, which never carry a correct answer (exams/taker.ts).
export * from './exams/common';
export * from './exams/teacher';
export * from './exams/taker';

// Scoring lives in a module without zod, so the result screens do not load the schemas (decision 99).
export { isCorrectAnswer } from '../examAnswers';
