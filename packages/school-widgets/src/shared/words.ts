// Values of the school's data written as the reader's words (issue 38): a module of its own, out of
// the dashboard kit's date formats (shared/format.ts), so the pages that show none of them (the
// newsletter box) do not carry them.
//
// Each function takes the reader's texts first (`genderText(t, gender)`, t from useTexts() or
// usePublicTexts(), decision 220).
import type { PublicMessages } from '@school/api';
import type { Texts } from './intl/texts';

/** The texts the functions here read: the public part of the catalogue, its filler. */
export type WordTexts = Pick<Texts<PublicMessages>, 'messages' | 'fill'>;

/** A gender as the reader's words ('female' is ሴት in Amharic), never the wire's English (issue 38). */
export function genderText({ messages }: WordTexts, gender: string | null | undefined): string {
  if (gender === 'female') return messages.female;
  if (gender === 'male') return messages.male;
  return gender ?? '';
}

const builtInRoles: Record<string, (m: PublicMessages) => string> = {
  'super admin': (m) => m.roleSuperAdmin,
  admin: (m) => m.roleAdmin,
  teacher: (m) => m.roleTeacher,
  student: (m) => m.roleStudent,
  Family: (m) => m.roleFamily,
};
/** A role as the reader's word ('teacher' is መምህር in Amharic); a school's own role keeps its name. */
export function roleText({ messages }: WordTexts, role: string): string {
  return Object.hasOwn(builtInRoles, role) ? builtInRoles[role]!(messages) : role;
}

/** A grade's name as the reader reads it: "Grade 7" is "7ኛ ክፍል" in Amharic; other names ("KG 1") as the school wrote them. */
export function gradeText(t: WordTexts, name: string): string {
  const numbered = /^Grade (\d+)(.*)$/.exec(name);
  return numbered ? t.fill(t.messages.gradeNumbered, { n: numbered[1]!, rest: numbered[2]! }) : name;
}
