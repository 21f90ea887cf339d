import { describe, expect, it } from 'vitest';
import { academicsMessages } from './academics';
import { admissionsMessages } from './admissions';
import { amAreas, amMessages } from './am/index';
import { catalogueProblems, placeholders } from './catalogueCheck';
import { communicationMessages } from './communication';
import { contentAdminMessages } from './contentAdmin';
import { coreMessages } from './core';
import { dataSafetyMessages } from './dataSafety';
import { examMessages } from './exams';
import { gradeRecordMessages } from './gradeRecords';
import { gradeReportMessages } from './gradeReports';
import { formatMessage, loadCatalogue } from './i18n';
import { messages } from './index';
import { listMessages } from './lists';
import { permissionMessages } from './permissions';
import { publicSiteMessages } from './publicSite';
import { rosterMessages } from './roster';
import { teacherMessages } from './teachers';
import { teachingMessages } from './teaching';
import { calendarMessages } from './calendar';
import { auditTrailMessages } from './auditTrail';

const englishAreas: Record<string, Record<string, string>> = {
  core: coreMessages,
  academics: academicsMessages,
  publicSite: publicSiteMessages,
  contentAdmin: contentAdminMessages,
  admissions: admissionsMessages,
  teachers: teacherMessages,
  teaching: teachingMessages,
  exams: examMessages,
  gradeReports: gradeReportMessages,
  gradeRecords: gradeRecordMessages,
  communication: communicationMessages,
  permissions: permissionMessages,
  dataSafety: dataSafetyMessages,
  lists: listMessages,
  calendar: calendarMessages,
  auditTrail: auditTrailMessages,
  roster: rosterMessages,
};

describe('the Amharic catalogue is the twin of the English one', () => {
  it('lists every area of the merged catalogue (a new area file cannot be left out here)', () => {
    const listed = Object.keys(Object.assign({}, ...Object.values(englishAreas))).sort();
    expect(listed).toEqual(Object.keys(messages).sort());
  });

  it('has one Amharic file per English area', () => {
    expect(Object.keys(amAreas).sort()).toEqual(Object.keys(englishAreas).sort());
  });

  it.each(Object.keys(englishAreas))('%s: same keys, no empty text, same placeholders', (area) => {
    expect(catalogueProblems(englishAreas[area]!, amAreas[area]!)).toEqual([]);
  });

  it('covers every key of the merged catalogue', () => {
    expect(catalogueProblems({ ...messages }, amMessages)).toEqual([]);
  });

  it('catches a key in one language only and a lost placeholder (the check can fail)', () => {
    expect(catalogueProblems({ a: 'A', b: 'B {name}' }, { b: 'ቢ' })).toEqual([
      'a: in English only (no am text)',
      'b: placeholders differ (en name, am none)',
    ]);
    expect(catalogueProblems({ a: 'A' }, { a: 'ኤ', c: 'ሲ' })).toEqual(['c: in am only (no English text)']);
    expect(placeholders('{count, plural, one {# x} other {# xs}} of {name}')).toBe('count,name');
  });

  it('writes Amharic in Ethiopic script (no text left in English by mistake)', () => {
    const latinOnly = Object.entries(amMessages).filter(
      ([key, text]) =>
        /[a-z]{4,}/i.test(text.replace(/\{[^}]*\}|https?:\S+|\S+@\S+/g, '')) && !/[\u1200-\u137f]/.test(text) && !allowedLatin.has(key),
    );
    expect(latinOnly).toEqual([]);
  });
});

// Texts that are the same in both languages: brand names, file formats, key names, addresses.
const allowedLatin = new Set([
  'schoolPhone',
  'schoolEmail',
  'schoolFacebookUrl',
  'schoolTelegramUrl',
  'schoolYoutubeUrl',
  'fileTypeWord',
  'violationPrintScreen',
  'batchFileName',
  'gradeEntryFileName',
  'gradeEntryTermFileName',
  'sectionReportTermFileName',
]);

describe('plurals follow the CLDR rules of each language', () => {
  it('English: one student, 2 students, 0 students', () => {
    const t = messages.teacherDashStudents;
    expect(formatMessage(t, { count: 1 }, 'en')).toBe('1 student');
    expect(formatMessage(t, { count: 2 }, 'en')).toBe('2 students');
    expect(formatMessage(t, { count: 0 }, 'en')).toBe('0 students');
    expect(formatMessage(messages.notificationPushed, { count: 1 }, 'en')).toBe('Notification sent to 1 person');
    expect(formatMessage(messages.digestGradeLine, { course: 'Maths', section: '9A', count: 1 }, 'en')).toBe('Maths (9A): 1 new mark');
  });

  it('Amharic: 0 and 1 take the singular (CLDR "one": i = 0 or n = 1), more the plural', () => {
    const t = amMessages.teacherDashStudents!;
    expect(formatMessage(t, { count: 1 }, 'am')).toBe('1 ተማሪ');
    expect(formatMessage(t, { count: 0 }, 'am')).toBe('0 ተማሪ');
    expect(formatMessage(t, { count: 5 }, 'am')).toBe('5 ተማሪዎች');
  });

  it('no English catalogue text counts a thing without the plural rules', () => {
    const counted = Object.entries(messages).filter(([, text]) => /\{(count|minutes|days)\} [a-z]+s\b/.test(text));
    expect(counted).toEqual([]);
  });
});

describe('the catalogue objects (decision 265)', () => {
  it('stay English when a language is loaded: nothing rewrites them in place', async () => {
    expect((await loadCatalogue('am'))?.login).toBe('ግባ');
    expect(messages.login).toBe('Login');
  });
});
