import type { UserProfile } from '@school/api';
import type { Texts } from '../shared/intl';
import { genderText } from '../shared/words';

export interface ProfileFact {
  label: string;
  value: string;
}

/** The facts a profile card lists for a person, by what their role has. */
export function profileFacts(t: Texts, user: UserProfile): ProfileFact[] {
  const { messages } = t;
  const orNone = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? messages.notProvided : String(v));
  const facts: ProfileFact[] = [
    { label: messages.profileEmail, value: orNone(user.email) },
    { label: messages.profileGender, value: orNone(genderText(t, user.gender)) },
    { label: messages.profileAge, value: orNone(user.age) },
    { label: messages.profilePhone, value: orNone(user.phoneNumber) },
  ];
  if (user.type.name === 'student') facts.push({ label: messages.profileSection, value: orNone(user.section) });
  if (user.type.name === 'teacher')
    facts.push({ label: messages.profileCourses, value: user.courses.length ? user.courses.join(', ') : messages.notProvided });
  if (user.type.name === 'Family') {
    facts.push({
      label: messages.profileChildren,
      value: user.links.length ? user.links.map((l) => `${l.fullName} (${l.ID})`).join(', ') : messages.notProvided,
    });
  }
  return facts;
}
