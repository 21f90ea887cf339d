import type { Language } from '@school/api';
// What a report PDF is made of: plain, already formatted texts, so the same job runs in a Web
// Worker (batch cards) or on the main thread (tests), and the builder knows no report shapes.

/** One semester report card (one page). */
export interface CardPdfData {
  studentName: string;
  studentId: string;
  section: string;
  period: string;
  age: string;
  gender: string;
  lines: { course: string; grade: string; percentage: string }[];
  total: string;
  average: string;
  rank: string;
  comment: string;
  behavior: string;
  issued: string;
}

/** One student's yearly report: a block per semester with Pass or Fail. */
export interface YearlyPdfData {
  title: string;
  studentName: string;
  studentId: string;
  overall: string;
  rank: string;
  semesters: {
    heading: string;
    dates: string;
    lines: { course: string; grade: string }[];
    total: string;
    average: string;
    courseCount: string;
    result: string;
    behavior: string;
    comments: string;
  }[];
}

/** `language`: the reader's, in which the builder writes its labels (the data above is already in it). */
export type PdfJob = ({ kind: 'cards'; cards: CardPdfData[] } | { kind: 'yearly'; report: YearlyPdfData }) & { language: Language };

/** The report fonts (TrueType with Ethiopic and Latin glyphs), or null for jsPDF's Helvetica. */
export interface PdfFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

/** The worker loads the job's language before building (issue 19): the reader's, not a global one (decision 220). */
export type WorkerRequest = { job: PdfJob };
export type WorkerReply =
  { type: 'progress'; done: number; total: number } | { type: 'done'; pdf: ArrayBuffer } | { type: 'error'; message: string };
