import { describe, expect, it } from 'vitest';
import { englishMessages, loadCatalogue, type ExamResult } from '@school/api';
import { textsIn } from '../shared/intl';
import { textsOf } from '../shared/intl/texts';
import {
  devtoolsLikelyOpen,
  figuresOfQuestion,
  keyViolation,
  markResult,
  resultScore,
  startBlocker,
  studentStatus,
  violationText,
} from './logic';

const t = textsIn('en');
const window9to10 = { start_time: '2026-11-22T09:00:00.000Z', end_time: '2026-11-22T10:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);
const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('the exam taker’s rules', () => {
  it('is upcoming before the window, live from its start, expired from its end', () => {
    expect(studentStatus(window9to10, at('2026-11-22T08:59:59Z'))).toBe('upcoming');
    expect(studentStatus(window9to10, at('2026-11-22T09:00:00Z'))).toBe('live');
    expect(studentStatus(window9to10, at('2026-11-22T09:59:59Z'))).toBe('live');
    expect(studentStatus(window9to10, at('2026-11-22T10:00:00Z'))).toBe('expired');
  });

  it('says why Start is disabled: taken, not started (with the day and time), expired; nothing when live', () => {
    expect(startBlocker(t, { ...window9to10, isExamTaken: true }, at('2026-11-22T09:30:00Z'))).toBe('The exam has already been taken');
    expect(startBlocker(t, { ...window9to10, isExamTaken: false }, at('2026-11-22T08:00:00Z'))).toMatch(
      /^The exam will start on November 22, 2026 at \d{1,2}:00 [AP]M$/,
    );
    expect(startBlocker(t, { ...window9to10, isExamTaken: false }, at('2026-11-22T11:00:00Z'))).toBe('The exam has already expired');
    expect(startBlocker(t, { ...window9to10, isExamTaken: false }, at('2026-11-22T09:30:00Z'))).toBeNull();
  });

  it('grades key presses by the spec’s levels: screen capture 3, developer tools 2, typing nothing', () => {
    expect(keyViolation(t, key('PrintScreen'))?.level).toBe(3);
    expect(keyViolation(t, key('4', { metaKey: true, shiftKey: true }))?.level).toBe(3);
    expect(keyViolation(t, key('F12'))?.level).toBe(2);
    expect(keyViolation(t, key('I', { ctrlKey: true, shiftKey: true }))?.level).toBe(2);
    expect(keyViolation(t, key('u', { metaKey: true }))?.level).toBe(2);
    expect(keyViolation(t, key('a'))).toBeNull();
    expect(keyViolation(t, key('c', { ctrlKey: true }))).toBeNull();
  });

  it('suspects developer tools only beyond 160 px of difference, never on an unknown window', () => {
    expect(devtoolsLikelyOpen({ outerWidth: 1400, innerWidth: 1240, outerHeight: 900, innerHeight: 800 })).toBe(false);
    expect(devtoolsLikelyOpen({ outerWidth: 1400, innerWidth: 1239, outerHeight: 900, innerHeight: 800 })).toBe(true);
    expect(devtoolsLikelyOpen({ outerWidth: 0, innerWidth: 1400, outerHeight: 0, innerHeight: 900 })).toBe(false);
  });

  it('writes the Error dialog with the violation’s name and level', () => {
    expect(violationText(t, { name: 'F12', level: 2 })).toMatch(/^F12 is not allowed during the exam \(level 2\)\. /);
  });

  // Decision 220: in the language of the texts they are given, whatever the language of the page.
  it('names the violations and says why Start is disabled in the reader’s language', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(keyViolation(am, key('F12'))).toEqual({ name: 'F12', level: 2 });
    expect(keyViolation(am, key('4', { metaKey: true, shiftKey: true }))).toEqual({ name: 'የስክሪን ቀረጻ', level: 3 });
    expect(violationText(am, { name: 'የቀኝ ጠቅታ', level: 1 })).toBe('የቀኝ ጠቅታ በፈተና ወቅት አይፈቀድም (ደረጃ 1)። ይህ ተመዝግቦ ለመምህርዎ ተነግሯል።');
    expect(startBlocker(am, { ...window9to10, isExamTaken: true }, at('2026-11-22T09:30:00Z'))).toBe('ፈተናው አስቀድሞ ተወስዷል');
    expect(startBlocker(am, { ...window9to10, isExamTaken: false }, at('2026-11-22T11:00:00Z'))).toBe('የፈተናው ጊዜ አልፏል');
    // The English texts are untouched: no catalogue is rewritten.
    expect(keyViolation(t, key('4', { metaKey: true, shiftKey: true }))?.name).toBe('Screen capture');
  });

  it('writes an upcoming exam’s start with the reader’s dates: Amharic words, the Ethiopian calendar when theirs', async () => {
    const catalogue = await loadCatalogue('am');
    const upcoming = { ...window9to10, isExamTaken: false };
    const before = at('2026-11-22T08:00:00Z');
    const englishMonth = /January|February|March|April|May|June|July|August|September|October|November|December|[AP]M\b/;
    // 22 November 2026 is 13 Hidar 2019 in the Ethiopian calendar.
    const ethiopic = startBlocker(textsOf(englishMessages, { language: 'am', calendar: 'ethiopic', texts: catalogue }), upcoming, before);
    expect(ethiopic).toMatch(/^ፈተናው በ13 ኅዳር 2019 ዓ\.ም\. በ.+ ይጀምራል$/);
    expect(ethiopic).not.toMatch(englishMonth);
    const gregorian = startBlocker(textsIn('am', catalogue), upcoming, before);
    expect(gregorian).toMatch(/^ፈተናው በ.*2026 በ.+ ይጀምራል$/);
    expect(gregorian).not.toMatch(englishMonth);
  });

  it('shows a question the figures it links, in number order, whatever its text says (decision 275)', () => {
    const figures = [1, 2, 3].map((n) => ({ _id: `f${n}`, figureNumber: n }));
    expect(figuresOfQuestion({ text: 'ሥዕል 3 እና ሥዕል 1', figure_ids: ['f3', 'f1'] }, figures).map((f) => f.figureNumber)).toEqual([1, 3]);
    expect(figuresOfQuestion({ text: 'See Figure 2', figure_ids: [] }, figures)).toEqual([]);
    expect(figuresOfQuestion({ text: 'x', figure_ids: ['other-exam'] }, figures)).toEqual([]);
  });

  it('without links (a question kept from before them), shows the figures its text names, in any spelling', () => {
    const figures = [1, 2, 3].map((n) => ({ _id: `f${n}`, figureNumber: n }));
    const numbers = (text: string) => figuresOfQuestion({ text }, figures).map((f) => f.figureNumber);
    expect(numbers('Compare fig 3 with Figure 1.')).toEqual([1, 3]);
    expect(numbers('See FIG. 2')).toEqual([2]);
    expect(numbers('No figure here, configure nothing')).toEqual([]);
  });

  it('marks a result by the server’s comparison and scores correct / total × the scale to 2 decimals', () => {
    const q = (id: string, correctAnswer: string) => ({ _id: id, type: 'multiple-choice', answer_id: { correctAnswer } });
    const result = {
      questions: [q('q1', '12'), q('q2', '7'), q('q3', 'x')],
      answers: [
        { question_id: 'q1', answer_value: '12' },
        { question_id: 'q2', answer_value: '8' },
      ],
    } as unknown as Pick<ExamResult, 'questions' | 'answers'>;
    const marked = markResult(result);
    expect(marked.marks.map((m) => [m.answer, m.correct])).toEqual([
      ['12', true],
      ['8', false],
      [null, false],
    ]);
    expect([marked.correct, marked.total]).toEqual([1, 3]);
    expect(resultScore(1, 3, [{ gradeScale: 10 }] as ExamResult['grade_value'])).toBe('3.33');
    expect(resultScore(2, 4, [])).toBe('0.50');
    expect(resultScore(0, 0, [])).toBe('0.00');
  });
});
