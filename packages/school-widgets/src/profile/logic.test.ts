import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@school/api';
import { textsIn } from '../shared/intl';
import { profileFacts } from './logic';

const t = textsIn('en');

const user = (over: Partial<UserProfile>): UserProfile => ({
  _id: 'u',
  ID: 'X-0001',
  fullName: 'Someone',
  email: 'someone@example.et',
  type: { name: 'admin' },
  approved: true,
  temp_password_changed: true,
  photo: null,
  url: '',
  online: false,
  gender: 'female',
  age: null,
  phoneNumber: '',
  section: null,
  courses: [],
  links: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const facts = (u: UserProfile) => Object.fromEntries(profileFacts(t, u).map((f) => [f.label, f.value]));

describe('a profile card’s facts', () => {
  it('lists the common facts, "Not provided" for what is missing', () => {
    expect(profileFacts(t, user({})).map((f) => f.value)).toEqual(['someone@example.et', 'Female', 'Not provided', 'Not provided']);
  });

  it('adds the section for a student, the courses for a teacher, the children for a family', () => {
    expect(Object.values(facts(user({ type: { name: 'student' }, section: 'Grade 7 A' })))).toContain('Grade 7 A');
    expect(Object.values(facts(user({ type: { name: 'teacher' }, courses: ['Mathematics', 'ICT'] })))).toContain('Mathematics, ICT');
    expect(Object.values(facts(user({ type: { name: 'teacher' } })))).toEqual([
      'someone@example.et',
      'Female',
      'Not provided',
      'Not provided',
      'Not provided',
    ]);
    expect(Object.values(facts(user({ type: { name: 'Family' }, links: [{ ID: 'ST-0001', fullName: 'Abel Alemayehu' }] })))).toContain(
      'Abel Alemayehu (ST-0001)',
    );
    expect(profileFacts(t, user({ type: { name: 'admin' } }))).toHaveLength(4);
  });
});
