import { describe, expect, it } from 'vitest';
import { englishFormMessages, loadCatalogue, type AcademicPeriod, type FormMessages } from '@school/api';
import { textsIn } from '../../shared/intl';
import { applicationFormSchema, parsePeriodKey, periodKey, periodOptions, recentPeriods, toApplicationFormData } from './logic';

const period = (year: number, semester: number): AcademicPeriod => ({
  _id: `${year}-${semester}`,
  year,
  semester,
  startDate: `${year}-09-01`,
  endDate: `${year + 1}-01-31`,
});

describe('recentPeriods', () => {
  const today = new Date(2026, 4, 10);
  it('keeps this year and the 7 before it, newest first', () => {
    const all = [period(2018, 1), period(2019, 2), period(2019, 1), period(2026, 1), period(2026, 2), period(2010, 1)];
    expect(recentPeriods(all, today).map(periodKey)).toEqual(['2026-2', '2026-1', '2019-2', '2019-1']);
  });
  it('keeps next year (applying ahead)', () => {
    expect(recentPeriods([period(2027, 1)], today)).toHaveLength(1);
  });
});

describe('period keys', () => {
  it('round-trips and labels', () => {
    expect(parsePeriodKey(periodKey(period(2025, 2)))).toEqual({ year: 2025, semester: 2 });
    expect(parsePeriodKey('')).toBeUndefined();
    expect(periodOptions(textsIn('en'), [period(2025, 2)])).toEqual([{ value: '2025-2', label: '2025, semester 2' }]);
  });
});

const valid = {
  firstName: 'Abebe',
  middleName: 'Kebede',
  lastName: 'Tesfaye',
  age: '12',
  gender: 'male',
  birthPlace: 'Mizan',
  birthDate: '2014-01-05',
  email: 'abebe@example.com',
  password: 'secret123',
  conpassword: 'secret123',
  phoneNumber: '091-234-5678',
  motherFullName: 'Almaz Bekele',
  homeAddress: 'Kebele 02',
  emergencyContact: 'Kebede Tesfaye',
  emergencyPhoneNumber: '0912345679',
  previousSchoolAttended: 'Mizan Primary',
  currentGradeLevel: 'Grade 6',
  avarageValue: '88.5',
  year: 2026,
  semester: 1,
  classG: 'Grade 7',
  profilePic: new File(['x'], 'me.png', { type: 'image/png' }),
  neccesseryDoc: [new File(['a'], 'birth.pdf', { type: 'application/pdf' }), new File(['b'], 'report.pdf', { type: 'application/pdf' })],
};

describe('applicationFormSchema', () => {
  it('accepts a complete application', () => {
    expect(applicationFormSchema(englishFormMessages).safeParse(valid).success).toBe(true);
  });
  it('needs an image as the profile picture and at least one document', () => {
    const issues = applicationFormSchema(englishFormMessages).safeParse({
      ...valid,
      profilePic: new File(['x'], 'me.pdf', { type: 'application/pdf' }),
      neccesseryDoc: [],
    }).error!.issues;
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ['profilePic', 'Please choose an image file'],
      ['neccesseryDoc', 'At least one file is required'],
    ]);
  });
});

describe('the form in Amharic', () => {
  it('labels the periods and words the files’ rules in the reader’s language', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(periodOptions(am, [period(2025, 2)])).toEqual([{ value: '2025-2', label: '2025፣ መንፈቀ ዓመት 2' }]);
    const issues = applicationFormSchema(am.messages as FormMessages).safeParse({ ...valid, neccesseryDoc: [] }).error!.issues;
    expect(issues.map((i) => i.message)).toEqual(['ቢያንስ አንድ ፋይል ያስፈልጋል']);
  });
});

describe('toApplicationFormData', () => {
  it('carries every field by its contract name and each document as neccesseryDoc', () => {
    const form = toApplicationFormData(applicationFormSchema(englishFormMessages).parse(valid));
    expect(form.get('avarageValue')).toBe('88.5');
    expect(form.get('classG')).toBe('Grade 7');
    expect(form.get('year')).toBe('2026');
    expect(form.get('semester')).toBe('1');
    expect((form.get('profilePic') as File).name).toBe('me.png');
    expect(form.getAll('neccesseryDoc').map((f) => (f as File).name)).toEqual(['birth.pdf', 'report.pdf']);
  });
});
