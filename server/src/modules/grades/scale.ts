import { sql } from 'drizzle-orm';
import { slotMaximum, type GradeScale, type GradeScaleRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { gradeScales, studentGrades } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { fill } from '../../lib/text';
import { loadGradeScale } from './slots';

/** GET gradescale: the school's scale, or null before an admin sets one. */
export async function readGradeScale(db: Db): Promise<{ gradeScale: GradeScale | null }> {
  return { gradeScale: await loadGradeScale(db) };
}

/**
 * POST gradescale: creates the one scale or replaces it. A scale under which a grade already
 * recorded would exceed its slot is refused (the grade would silently be out of range).
 */
export async function saveGradeScale(db: Db, body: GradeScaleRequest) {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .select({
        finalExam: sql<number | null>`max(${studentGrades.finalExam})`,
        midExam: sql<number | null>`max(${studentGrades.midExam})`,
        teachExam: sql<number | null>`max(greatest(${studentGrades.teachExam1}, ${studentGrades.teachExam2}, ${studentGrades.teachExam3}))`,
      })
      .from(studentGrades);
    const limits: [string, number, number | null][] = [
      [messages.scaleFinalExam, slotMaximum(body, 'finalExam'), recorded?.finalExam ?? null],
      [messages.scaleMidExam, slotMaximum(body, 'midExam'), recorded?.midExam ?? null],
      [messages.scaleTeachExam, slotMaximum(body, 'teachExam1'), recorded?.teachExam ?? null],
    ];
    for (const [slot, value, max] of limits) {
      if (max !== null && Number(max) > value)
        throw badRequest(fill(messages.gradeScaleBelowRecorded, { slot, value, recorded: Number(max) }));
    }
    const values = { total: body.total, finalExam: body.finalExam, midExam: body.midExam, teachExam: body.teachExam };
    await tx
      .insert(gradeScales)
      .values({ singleton: true, ...values })
      .onConflictDoUpdate({ target: gradeScales.singleton, set: { ...values, updatedAt: sql`now()` } });
    return { message: messages.gradeScaleSaved, gradeScale: values };
  });
}
