// Values of the school's data written as the reader's words (issue 38): a module of its own, out of
// the dashboard kit's date formats (shared/format.ts), so the pages that show none of them (the
// newsletter box) do not carry them.
//
// Each function takes the reader's texts first (`genderText(t, gender)`, t from useTexts() or
// usePublicTexts(), decision 220). The forms without `t` read decision 60's live catalogue: they are
// deprecated, kept for the folders not moved yet.
import { formatMessage, publicMessages, type PublicMessages } from '@school/api';
import type { Texts } from './intl/texts';

/** The texts the functions here read: the public part of the catalogue, its filler. */
export type WordTexts = Pick<Texts<PublicMessages>, 'messages' | 'fill'>;

/** Whether the first argument is the reader's texts (the t-first form) or a value (the deprecated form). */
export const isTexts = (value: unknown): value is Pick<Texts<object>, 'messages' | 'fill'> =>
  typeof value === 'object' && value !== null && 'messages' in value && 'fill' in value;

/** The arguments of a function here, `t` first: the deprecated forms without it read decision 60's live catalogue. */
const split = <V>(args: [WordTexts, V] | [V]): [WordTexts, V] =>
  isTexts(args[0]) ? (args as [WordTexts, V]) : [{ messages: publicMessages, fill: formatMessage as WordTexts['fill'] }, args[0] as V];

/** A gender as the reader's words ('female' is ሴት in Amharic), never the wire's English (issue 38). */
export function genderText(t: WordTexts, gender: string | null | undefined): string;
/** @deprecated Reads the live catalogue: use `genderText(t, gender)` (decision 220). */
export function genderText(gender: string | null | undefined): string;
export function genderText(...args: [WordTexts, string | null | undefined] | [string | null | undefined]): string {
  const [{ messages }, gender] = split(args);
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
export function roleText(t: WordTexts, role: string): string;
/** @deprecated Reads the live catalogue: use `roleText(t, role)` (decision 220). */
export function roleText(role: string): string;
export function roleText(...args: [WordTexts, string] | [string]): string {
  const [{ messages }, role] = split(args);
  return Object.hasOwn(builtInRoles, role) ? builtInRoles[role]!(messages) : role;
}

/** A grade's name as the reader reads it: "Grade 7" is "7ኛ ክፍል" in Amharic; other names ("KG 1") as the school wrote them. */
export function gradeText(t: WordTexts, name: string): string;
/** @deprecated Reads the live catalogue: use `gradeText(t, name)` (decision 220). */
export function gradeText(name: string): string;
export function gradeText(...args: [WordTexts, string] | [string]): string {
  const [t, name] = split(args);
  const numbered = /^Grade (\d+)(.*)$/.exec(name);
  return numbered ? t.fill(t.messages.gradeNumbered, { n: numbered[1]!, rest: numbered[2]! }) : name;
}
