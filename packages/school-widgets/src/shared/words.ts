// Values of the school's data written as the reader's words (issue 38): a module of its own, out of
// the dashboard kit's date formats (shared/format.ts), so the pages that show none of them (the
// newsletter box) do not carry them.
import { formatMessage, publicMessages as messages } from '@school/api';

/** A gender as the reader's words ('female' is ሴት in Amharic), never the wire's English (issue 38). */
export function genderText(gender: string | null | undefined): string {
  if (gender === 'female') return messages.female;
  if (gender === 'male') return messages.male;
  return gender ?? '';
}

const builtInRoles: Record<string, () => string> = {
  'super admin': () => messages.roleSuperAdmin,
  admin: () => messages.roleAdmin,
  teacher: () => messages.roleTeacher,
  student: () => messages.roleStudent,
  Family: () => messages.roleFamily,
};
/** A role as the reader's word ('teacher' is መምህር in Amharic); a school's own role keeps its name. */
export function roleText(role: string): string {
  return Object.hasOwn(builtInRoles, role) ? builtInRoles[role]!() : role;
}

/** A grade's name as the reader reads it: "Grade 7" is "7ኛ ክፍል" in Amharic; other names ("KG 1") as the school wrote them. */
export function gradeText(name: string): string {
  const numbered = /^Grade (\d+)(.*)$/.exec(name);
  return numbered ? formatMessage(messages.gradeNumbered, { n: numbered[1]!, rest: numbered[2]! }) : name;
}
