import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  fitsSlot,
  slotMaximum,
  courseTotal,
  isHighAverage,
  isHighGrade,
  meanOf,
  passed,
  reportAverage,
  reportMaximum,
  reportTotal,
  round2,
  teacherExamMaximum,
} from './gradeMath';

describe('grade maths (spec 002 §9)', () => {
  it('course total = final + mid + the teacher exams; missing values count 0; nothing at all is N/A', () => {
    expect(courseTotal({ finalExam: 35, midExam: 25, teachExam: [8, 9, 10] })).toBe(87);
    expect(courseTotal({ finalExam: 35, midExam: null, teachExam: [8, null, 9.5] })).toBe(52.5);
    expect(courseTotal({ finalExam: null, midExam: null, teachExam: [null, null, null] })).toBeNull();
    expect(courseTotal({ finalExam: 0, midExam: null, teachExam: [null, null, null] })).toBe(0);
    expect(courseTotal({ finalExam: 0.1, midExam: 0.2, teachExam: [0, 0, 0] })).toBe(0.3);
  });

  it('the report total is out of 100 × courses and adds 0 for a course without a grade', () => {
    expect(reportTotal([87, 52.5, null])).toBe(139.5);
    expect(reportMaximum(3)).toBe(300);
    expect(reportMaximum(12)).toBe(1200);
  });

  it('average = total / (100 × courses) as a percent with 2 decimals', () => {
    expect(reportAverage(139.5, 3)).toBe(46.5);
    expect(reportAverage(200, 3)).toBe(66.67);
    expect(reportAverage(100, 3)).toBe(33.33);
    expect(reportAverage(0, 0)).toBe(0);
  });

  it('ranks: equal totals share a rank and the next rank skips (competition ranking)', () => {
    expect(competitionRanks([80, 90, 90, 70])).toEqual([3, 1, 1, 4]);
    expect(competitionRanks([50, 50, 50])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
    // Compared to 2 decimals, so float noise never splits a tie.
    expect(competitionRanks([0.1 + 0.2, 0.3, 0.29])).toEqual([1, 1, 3]);
  });

  it('each teacher exam takes teachExam / 3; rounding is half up to 2 decimals', () => {
    expect(teacherExamMaximum(30)).toBe(10);
    expect(teacherExamMaximum(20)).toBe(6.67);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
  });

  it('pass at 60, green at 85 (grades) and above 85 (averages), overall average is the mean', () => {
    expect(passed(60)).toBe(true);
    expect(passed(59.99)).toBe(false);
    expect(isHighGrade(85)).toBe(true);
    expect(isHighGrade(84.99)).toBe(false);
    expect(isHighGrade(null)).toBe(false);
    expect(isHighAverage(85)).toBe(false);
    expect(isHighAverage(85.01)).toBe(true);
    expect(meanOf([80, 90.5])).toBe(85.25);
    expect(meanOf([])).toBe(0);
  });

  it('one slot maximum for the scale check and grade entry: teachExam 29.985 takes a 10 (issue 18)', () => {
    const scale = { finalExam: 40, midExam: 30.015, teachExam: 29.985 };
    expect(slotMaximum(scale, 'teachExam2')).toBe(10);
    expect(slotMaximum(scale, 'teachExam1')).toBe(teacherExamMaximum(scale.teachExam));
    expect(fitsSlot(scale, 'teachExam3', 10)).toBe(true);
    expect(fitsSlot(scale, 'teachExam3', 10.01)).toBe(false);
    expect(fitsSlot(scale, 'midExam', 30.015)).toBe(true);
    expect(fitsSlot(scale, 'finalExam', -0.01)).toBe(false);
    expect(fitsSlot(scale, 'finalExam', Number.NaN)).toBe(false);
  });
});
