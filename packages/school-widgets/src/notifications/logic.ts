import { englishMessages, notificationTypes, type MessageKey, type NotificationType, type RoleName } from '@school/api';
import type { Tone } from '@school/ui';
import type { Texts } from '../shared/intl';

/** A type's name in the reader's language. */
export const typeLabels = ({ messages }: Texts): Record<NotificationType, string> => ({
  info: messages.notificationTypeInfo,
  warning: messages.notificationTypeWarning,
  error: messages.notificationTypeError,
  success: messages.notificationTypeSuccess,
  announcement: messages.notificationTypeAnnouncement,
});

export const typeTone: Record<NotificationType, Tone> = {
  info: 'info',
  warning: 'warning',
  error: 'danger',
  success: 'success',
  announcement: 'neutral',
};

export const typeOptions = (t: Texts) => {
  const labels = typeLabels(t);
  return notificationTypes.map((type) => ({ value: type, label: labels[type] }));
};

/** The roles an admin can push to as a whole, in the order the dialog lists them. */
export const roleChoices = ({ messages }: Texts): { role: RoleName; label: string }[] => [
  { role: 'student', label: messages.notificationRoleStudent },
  { role: 'teacher', label: messages.notificationRoleTeacher },
  { role: 'Family', label: messages.notificationRoleFamily },
  { role: 'admin', label: messages.notificationRoleAdmin },
  { role: 'super admin', label: messages.notificationRoleSuperAdmin },
];

/** "3" or "99+" for a badge. */
export const badgeCount = (n: number, max = 99) => (n > max ? `${max}+` : String(n));

interface Known {
  key: MessageKey;
  en: string;
  pattern: RegExp | null;
  names: string[];
}
let known: Known[] | null = null;
/** The English catalogue texts, templates compiled to patterns once. */
function knownTexts(): Known[] {
  if (known) return known;
  known = (Object.entries(englishMessages) as [MessageKey, string][]).map(([key, en]) => {
    const names: string[] = [];
    if (!en.includes('{') || en.includes(', plural,')) return { key, en, pattern: null, names };
    // A template must say something besides its values ('{browser} on {system}' would read a
    // person's 'Bring your sports kit on Friday' as a device), as schemaText's rule (decision 256).
    if (en.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length < 3) return { key, en, pattern: null, names };
    const source = en.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    return { key, en, pattern: new RegExp(`^${source}$`), names };
  });
  // The most specific template first: 'Section {name} is full ({capacity} students)' before 'Section {name}'.
  const literal = (k: Known) => k.en.replace(/\{\w+\}/g, '').length;
  known.sort((a, b) => literal(b) - literal(a));
  return known;
}

/**
 * A notification's title or message as the server wrote it (in English), in the reader's language
 * when it is a catalogue text: exact texts and `{placeholder}` templates are recognised; anything
 * else (a person's own words) comes back unchanged, read from the reader's catalogue (`t`; decision
 * 60's live localizeKnown is gone, decision 265).
 */
export function serverText({ language, messages, fill }: Texts, text: string): string {
  if (language === 'en' || !text) return text;
  const texts = knownTexts();
  const exact = texts.find((k) => k.en === text);
  if (exact) return messages[exact.key];
  for (const { key, pattern, names } of texts) {
    const match = pattern ? pattern.exec(text) : null;
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = match[i + 1]!));
    return fill(messages[key], values);
  }
  return text;
}
