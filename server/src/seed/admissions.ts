import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { entranceExamLinks, exams, questionnaires, students, teachers, users } from '../db/schema';
import { solidPng } from './images';

/** A small valid one-page PDF showing `text` (offsets of the xref table computed). */
export function simplePdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 60 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The seeded documents of ST-0001 (names in UPLOAD_DIR/students/). */
export const SEED_STUDENT_DOCS = {
  birthCertificate: 'seed-st0001-birth-certificate.pdf',
  gradeReport: 'seed-st0001-grade-report-1.png',
  nationalId: 'seed-st0001-national-id.png',
  other: 'seed-st0001-other-1.pdf',
};

/**
 * Admissions demo data: entrance exams of TE-0001 (future start times) and one ordinary exam, an
 * entrance exam and a questionnaire sent to the applicant ST-0002, and documents of ST-0001.
 */
export async function seedAdmissions(db: Db, now: Date, uploadDir?: string) {
  const people = await db
    .select({ id: users.id, ID: users.ID })
    .from(users)
    .where(inArray(users.ID, ['TE-0001', 'ST-0001', 'ST-0002', 'AD-0001']));
  const byId = new Map(people.map((p) => [p.ID, p.id]));
  const [teacher] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, byId.get('TE-0001')!))
    .limit(1);
  const at = (days: number, hour: number) => {
    const d = new Date(now.getTime() + days * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const examRows = [
    { title: 'Grade 7 entrance: Mathematics', gradeName: 'Grade 7', days: 7, minutes: 60, marks: 50, entrance: true },
    { title: 'Grade 7 entrance: English', gradeName: 'Grade 7', days: 8, minutes: 45, marks: 40, entrance: true },
    { title: 'Grade 9 entrance: General aptitude', gradeName: 'Grade 9', days: 10, minutes: 90, marks: 100, entrance: true },
    { title: 'KG readiness check', gradeName: 'KG', days: 12, minutes: 30, marks: 20, entrance: true },
    { title: 'Grade 7 A Mathematics mid-term', gradeName: 'Grade 7', days: 14, minutes: 80, marks: 30, entrance: false },
  ];
  const inserted = await db
    .insert(exams)
    .values(
      examRows.map((e) => ({
        title: e.title,
        description: e.entrance ? `Entrance exam for applicants to ${e.gradeName}.` : 'Chapters 1 to 4.',
        startTime: at(e.days, 6),
        endTime: at(e.days, 12),
        duration: e.minutes,
        totalMarks: e.marks,
        caution: 'Stay in full screen; leaving the exam window is recorded.',
        teacherId: teacher?.id ?? null,
        gradeName: e.gradeName,
        isEntrance: e.entrance,
      })),
    )
    .returning({ id: exams.id });

  const [applicant] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, byId.get('ST-0002')!))
    .limit(1);
  if (applicant) {
    await db.insert(entranceExamLinks).values({ studentId: applicant.id, examId: inserted[0].id, gradeName: 'Grade 7' });
    await db.insert(questionnaires).values({
      question: 'Why would you like to join Mizan Teferi Academy?',
      type: 'text',
      fileType: 'all',
      ownerId: byId.get('AD-0001')!,
      receiverId: byId.get('ST-0002')!,
      createdAt: now,
      updatedAt: now,
    });
  }

  await db
    .update(students)
    .set({
      birthCertificate: SEED_STUDENT_DOCS.birthCertificate,
      gradeReports: [SEED_STUDENT_DOCS.gradeReport],
      nationalId: SEED_STUDENT_DOCS.nationalId,
      neccesseryDoc: [SEED_STUDENT_DOCS.other],
    })
    .where(eq(students.userId, byId.get('ST-0001')!));
  if (uploadDir) {
    const dir = path.join(uploadDir, 'students');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, SEED_STUDENT_DOCS.birthCertificate), simplePdf('Birth certificate - demo'));
    await writeFile(path.join(dir, SEED_STUDENT_DOCS.gradeReport), solidPng(120, 80, [39, 174, 96]));
    await writeFile(path.join(dir, SEED_STUDENT_DOCS.nationalId), solidPng(120, 80, [31, 97, 141]));
    await writeFile(path.join(dir, SEED_STUDENT_DOCS.other), simplePdf('Medical record - demo'));
  }
}
