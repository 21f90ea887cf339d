import { gradeScaleRequestSchema, type GradeSection, type SectionOwner, type SectionYearOwner } from '@school/api';
import type { Texts } from '../shared/intl';
import { schemaText } from '../shared/schemaText';
import { fieldValidationText } from '../shared/validationText';

// ─── Pure helpers of the Other hub (grade scale form, ownership lists) ──────────────────────

export type ScaleDraft = Record<'total' | 'finalExam' | 'midExam' | 'teachExam', string>;

/** The form's check: the contract's own rules, so the form says what the server would. */
export function scaleError(t: Texts, draft: ScaleDraft): string | null {
  const { messages } = t;
  if (Object.values(draft).some((v) => v.trim() === '' || !Number.isFinite(Number(v)))) return messages.allFieldsRequired;
  const parsed = gradeScaleRequestSchema.safeParse(
    {
      total: Number(draft.total),
      finalExam: Number(draft.finalExam),
      midExam: Number(draft.midExam),
      teachExam: Number(draft.teachExam),
    },
    { error: (issue) => fieldValidationText(t, issue) },
  );
  return parsed.success ? null : schemaText(t, parsed.error.issues[0].message);
}

/** One row of the semester ownership table. */
export interface SemesterOwnershipRow {
  id: string;
  sectionId: string;
  sectionName: string;
  period: string;
  capacity: number;
  actual: number;
  owner: string;
  ownerEmail: string;
}

export function semesterRows(list: SectionOwner[]): SemesterOwnershipRow[] {
  return list.map((o) => {
    const p = o.section_id.grade_academic_period_id.academic_period_id;
    return {
      id: o._id,
      sectionId: o.section_id._id,
      sectionName: o.section_id.name,
      period: `${p.year} / ${p.semester}`,
      capacity: o.section_id.capacity,
      actual: o.section_id.actual,
      owner: `${o.owner_id.fullName} (${o.owner_id.ID})`,
      ownerEmail: o.owner_id.email ?? '',
    };
  });
}

/**
 * Issue 18: the sections with students (so with a report) that nobody owns, as rows of the same
 * table, so an admin reaches every term's report without first assigning an owner.
 */
export function unownedRows(
  { messages }: Texts,
  sections: readonly GradeSection[],
  owned: readonly SectionOwner[],
): SemesterOwnershipRow[] {
  const taken = new Set(owned.map((o) => o.section_id._id));
  return sections
    .filter((s) => s.actual > 0 && !taken.has(s._id))
    .map((s) => {
      const p = s.grade_academic_period_id.academic_period_id;
      return {
        id: `section:${s._id}`,
        sectionId: s._id,
        sectionName: s.name,
        period: `${p.year} / ${p.semester}`,
        capacity: s.capacity,
        actual: s.actual,
        owner: messages.noOwnerYet,
        ownerEmail: '',
      };
    });
}

/** Issue 18: (section name, year) pairs with students and no year owner, newest year first. */
export function unownedYears(sections: readonly GradeSection[], owned: readonly SectionYearOwner[]) {
  const taken = new Set(owned.map((o) => `${o.section_name}|${o.year}`));
  const pairs = new Map<string, { sectionName: string; year: number }>();
  for (const s of sections) {
    const year = s.grade_academic_period_id.academic_period_id.year;
    const key = `${s.name}|${year}`;
    if (s.actual > 0 && !taken.has(key)) pairs.set(key, { sectionName: s.name, year });
  }
  return [...pairs.values()].sort((a, b) => b.year - a.year || a.sectionName.localeCompare(b.sectionName, undefined, { numeric: true }));
}

export type YearSort = 'section_name' | 'year' | 'createdAt' | 'updatedAt';
/** The sort choices of the year ownerships, labelled in the language of `t`. */
export const yearSorts = ({ messages }: Texts): { value: YearSort; label: string }[] => [
  { value: 'section_name', label: messages.colSectionName },
  { value: 'year', label: messages.colYear },
  { value: 'createdAt', label: messages.colCreatedAt },
  { value: 'updatedAt', label: messages.colUpdatedAt },
];

/** Year ownerships sorted: names A-Z, years and dates newest first. */
export function sortYearOwnerships(list: readonly SectionYearOwner[], by: YearSort): SectionYearOwner[] {
  const copy = [...list];
  if (by === 'section_name')
    copy.sort((a, b) => a.section_name.localeCompare(b.section_name, undefined, { numeric: true }) || b.year - a.year);
  else if (by === 'year')
    copy.sort((a, b) => b.year - a.year || a.section_name.localeCompare(b.section_name, undefined, { numeric: true }));
  else copy.sort((a, b) => b[by].localeCompare(a[by]));
  return copy;
}
