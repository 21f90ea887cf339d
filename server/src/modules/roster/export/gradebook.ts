// categories.csv, lineItems.csv and results.csv: the released grades (ExportOptions.withGrades).
import { and, eq, inArray } from 'drizzle-orm';
import { slotMaximum } from '@school/api/schemas';
import type { Db } from '../../../db';
import { sectionGradeVisibility, studentGrades, type academicPeriods } from '../../../db/schema';
import { messages } from '../../../i18n';
import { fill } from '../../../lib/text';
import { loadGradeScale } from '../../grades/slots';
import { classKey, derivedId } from '../ids';
import type { RosterFile } from '../tables';
import type { Table } from './types';

const SLOTS = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3'] as const;

interface GradesInput {
  school: string;
  ns: string;
  periods: (typeof academicPeriods.$inferSelect)[];
  sectionRows: { id: string; name: string; periodId: string }[];
  classOf: Map<string, string>;
  userSid: (userId: string) => string;
  studentUser: Map<string, string>;
  sessionId: (periodId: string) => string;
  classTitle: Map<string, string>;
}

/** categories, lineItems and results: the five grade slots of each class whose section's report is released. */
export async function exportGrades(db: Db, input: GradesInput): Promise<Partial<Record<RosterFile, Table>>> {
  const { school, ns, classOf } = input;
  const scale = await loadGradeScale(db);
  const released = new Set(
    (
      await db
        .select({ id: sectionGradeVisibility.sectionId })
        .from(sectionGradeVisibility)
        .where(eq(sectionGradeVisibility.isVisible, true))
    ).map((r) => r.id),
  );
  const sectionIds = input.sectionRows.filter((s) => released.has(s.id)).map((s) => s.id);
  if (!scale || !sectionIds.length) return {};
  const marks = await db
    .select()
    .from(studentGrades)
    .where(and(inArray(studentGrades.sectionId, sectionIds)));
  const category = (slot: (typeof SLOTS)[number]) =>
    derivedId(ns, 'category', slot === 'teachExam2' || slot === 'teachExam3' ? 'teachExam1' : slot);
  const categories: Table = [
    { sourcedId: category('finalExam'), title: messages.rosterCategoryFinal },
    { sourcedId: category('midExam'), title: messages.rosterCategoryMid },
    { sourcedId: category('teachExam1'), title: messages.rosterCategoryTeacher },
  ];
  const periodOf = new Map(input.periods.map((p) => [p.id, p]));
  const lineItems = new Map<string, Record<string, string>>();
  const results: Table = [];
  for (const m of marks) {
    const cls = classOf.get(classKey(m.sectionId, m.courseId));
    const studentUser = input.studentUser.get(m.studentId);
    const period = periodOf.get(m.academicPeriodId);
    if (!cls || !studentUser || !period) continue;
    const className = input.classTitle.get(cls)!;
    for (const slot of SLOTS) {
      const value = m[slot];
      if (value === null) continue;
      const item = derivedId(ns, 'lineItem', cls, slot);
      if (!lineItems.has(item)) {
        const title =
          slot === 'finalExam'
            ? fill(messages.rosterLineItemFinal, { class: className })
            : slot === 'midExam'
              ? fill(messages.rosterLineItemMid, { class: className })
              : fill(messages.rosterLineItemTeacher, { number: slot.slice(-1), class: className });
        lineItems.set(item, {
          sourcedId: item,
          title,
          assignDate: period.startDate,
          dueDate: period.endDate,
          classSourcedId: cls,
          categorySourcedId: category(slot),
          academicSessionSourcedId: input.sessionId(period.id),
          resultValueMin: '0',
          resultValueMax: String(slotMaximum(scale, slot)),
          schoolSourcedId: school,
        });
      }
      results.push({
        sourcedId: derivedId(ns, 'result', m.id, slot),
        lineItemSourcedId: item,
        studentSourcedId: input.userSid(studentUser),
        scoreStatus: 'fully graded',
        score: String(value),
        scoreDate: m.updatedAt.toISOString().slice(0, 10),
        classSourcedId: cls,
      });
    }
  }
  return { categories, lineItems: [...lineItems.values()], results };
}
