import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { englishMessages, loadCatalogue, type Language, type Messages } from '@school/api';
import type { CardPdfData, PdfFonts, PdfJob, YearlyPdfData } from './pdfTypes';

// ─── Report PDFs with jsPDF + autotable ──────────────────────────────────────────────────────
// Texts go through an embedded TrueType font with Ethiopic glyphs (Noto Sans Ethiopic, OFL) so
// Amharic names render; jsPDF subsets it to the glyphs used. Ethiopic needs no shaping: every
// syllable is one code point, so plain glyph placement is correct.

const FAMILY = 'NotoSansEthiopic';
const MARGIN = 16;
const INK = [33, 37, 41] as const;
const MUTED = [90, 98, 110] as const;

function base64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function newDoc(fonts: PdfFonts | null): { doc: jsPDF; family: string } {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  if (!fonts) return { doc, family: 'helvetica' };
  doc.addFileToVFS(`${FAMILY}-Regular.ttf`, base64(fonts.regular));
  doc.addFont(`${FAMILY}-Regular.ttf`, FAMILY, 'normal');
  doc.addFileToVFS(`${FAMILY}-Bold.ttf`, base64(fonts.bold));
  doc.addFont(`${FAMILY}-Bold.ttf`, FAMILY, 'bold');
  doc.setFont(FAMILY, 'normal');
  return { doc, family: FAMILY };
}

/**
 * The catalogue in a job's language, for the PDF's labels (decision 220: the reader's language,
 * never a global one): English, or the language's texts over it.
 */
export async function pdfMessages(language: Language): Promise<Messages> {
  const texts = await loadCatalogue(language);
  return texts ? (Object.freeze({ ...englishMessages, ...texts }) as Messages) : englishMessages;
}

const lastY = (doc: jsPDF) => (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;

function heading(doc: jsPDF, family: string, messages: Messages, title: string, y: number) {
  const width = doc.internal.pageSize.getWidth();
  doc.setTextColor(...INK);
  doc.setFont(family, 'bold');
  doc.setFontSize(16);
  doc.text(messages.schoolName, width / 2, y, { align: 'center' });
  doc.setFontSize(12);
  doc.text(title, width / 2, y + 7, { align: 'center' });
  doc.setFont(family, 'normal');
}

/** Key-value facts as a borderless two-pair table. */
function facts(doc: jsPDF, family: string, startY: number, pairs: [string, string][]) {
  const rows: string[][] = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push([...pairs[i], ...(pairs[i + 1] ?? ['', ''])]);
  autoTable(doc, {
    startY,
    body: rows,
    theme: 'plain',
    margin: { left: MARGIN, right: MARGIN },
    styles: { font: family, fontSize: 10, cellPadding: 1.2, textColor: [...INK] },
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 32 }, 2: { fontStyle: 'bold', cellWidth: 32 } },
  });
  return lastY(doc);
}

function paragraph(doc: jsPDF, family: string, y: number, label: string, text: string) {
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  doc.setFont(family, 'bold');
  doc.setFontSize(10);
  doc.text(label, MARGIN, y);
  doc.setFont(family, 'normal');
  const lines = doc.splitTextToSize(text, width) as string[];
  doc.text(lines, MARGIN, y + 5);
  return y + 5 + lines.length * 4.5;
}

function drawCard(doc: jsPDF, family: string, messages: Messages, c: CardPdfData) {
  heading(doc, family, messages, messages.schoolReportHeading, 18);
  let y = facts(doc, family, 32, [
    [messages.colName, c.studentName],
    [messages.studentIdLabel, c.studentId],
    [messages.sectionFact, c.section],
    [messages.colSemester, c.period],
    [messages.ageFact, c.age],
    [messages.genderFact, c.gender],
  ]);
  autoTable(doc, {
    startY: y + 3,
    head: [[messages.colCourse, messages.colGrade, messages.colPercentage]],
    body: c.lines.map((l) => [l.course, l.grade, l.percentage]),
    margin: { left: MARGIN, right: MARGIN },
    styles: { font: family, fontSize: 10, textColor: [...INK] },
    headStyles: { fillColor: [31, 78, 121], textColor: 255, fontStyle: 'bold' },
    columnStyles: { 1: { halign: 'right' }, 2: { halign: 'right' } },
  });
  y = facts(doc, family, lastY(doc) + 3, [
    [messages.totalFact, c.total],
    [messages.averageFact, c.average],
    [messages.rankFact, c.rank],
    [messages.behaviourTitle, c.behavior],
  ]);
  y = paragraph(doc, family, y + 6, messages.teacherCommentTitle, c.comment);
  doc.setFontSize(10);
  doc.setTextColor(...MUTED);
  doc.text(`${messages.dateOfIssue}: ${c.issued}`, MARGIN, y + 6);
  const lineY = Math.max(y + 26, 250);
  doc.setTextColor(...INK);
  doc.text(`${messages.signatureLine}: ______________________________`, MARGIN, lineY);
  doc.text(`${messages.notesLine}: ______________________________________________`, MARGIN, lineY + 12);
}

function drawYearly(doc: jsPDF, family: string, messages: Messages, r: YearlyPdfData) {
  heading(doc, family, messages, r.title, 18);
  let y = facts(doc, family, 32, [
    [messages.colName, r.studentName],
    [messages.studentIdLabel, r.studentId],
    [messages.overallAverageFact, r.overall],
    [messages.rankFact, r.rank],
  ]);
  for (const s of r.semesters) {
    doc.setFont(family, 'bold');
    doc.setFontSize(11);
    if (y > 240) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(`${s.heading} (${s.dates})`, MARGIN, y + 8);
    doc.setFont(family, 'normal');
    autoTable(doc, {
      startY: y + 11,
      head: [[messages.colCourse, messages.colGrade]],
      body: s.lines.map((l) => [l.course, l.grade]),
      margin: { left: MARGIN, right: MARGIN },
      styles: { font: family, fontSize: 10, textColor: [...INK] },
      headStyles: { fillColor: [31, 78, 121], textColor: 255, fontStyle: 'bold' },
      columnStyles: { 1: { halign: 'right' } },
    });
    y = facts(doc, family, lastY(doc) + 2, [
      [messages.totalFact, s.total],
      [messages.averageGradeFact, s.average],
      [messages.courseCountFact, s.courseCount],
      [messages.resultFact, s.result],
      [messages.behaviourTitle, s.behavior],
      [messages.commentsTitle, s.comments],
    ]);
  }
}

/**
 * Builds the PDF of a job; `onProgress` is told after each card. Returns the file's bytes.
 * `messages`: the labels, in the job's language (`pdfMessages(job.language)`). `fonts` null uses
 * Helvetica (Latin only), for tests without the font files.
 */
export function buildPdf(
  job: PdfJob,
  messages: Messages,
  fonts: PdfFonts | null,
  onProgress?: (done: number, total: number) => void,
): ArrayBuffer {
  const { doc, family } = newDoc(fonts);
  if (job.kind === 'yearly') {
    drawYearly(doc, family, messages, job.report);
    onProgress?.(1, 1);
  } else {
    job.cards.forEach((card, i) => {
      if (i > 0) doc.addPage();
      drawCard(doc, family, messages, card);
      onProgress?.(i + 1, job.cards.length);
    });
  }
  return doc.output('arraybuffer');
}
