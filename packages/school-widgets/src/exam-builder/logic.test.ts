import { describe, expect, it } from 'vitest';
import { EXAM_CODE_ALPHABET, EXAM_CODE_PATTERN } from '@school/api';
import { takersFixture } from './fixtures';
import { generateExamCode, highestLevel, teacherExamStatus } from './logic';

describe('teacherExamStatus', () => {
  const e = { start_time: '2026-11-23T10:00:00Z', end_time: '2026-11-23T12:00:00Z' };
  it('is Upcoming before the start, Happening Now inside the window, Expired from the end on', () => {
    expect(teacherExamStatus(e, Date.parse('2026-11-23T09:59:59Z'))).toBe('upcoming');
    expect(teacherExamStatus(e, Date.parse('2026-11-23T10:00:00Z'))).toBe('happening');
    expect(teacherExamStatus(e, Date.parse('2026-11-23T11:59:59Z'))).toBe('happening');
    expect(teacherExamStatus(e, Date.parse('2026-11-23T12:00:00Z'))).toBe('expired');
  });
});

describe('generateExamCode', () => {
  it('makes 6 characters from letters, digits and !@#$%^&*(), never a look-alike (I, l, 1, O, 0)', () => {
    for (let i = 0; i < 500; i++) {
      const code = generateExamCode();
      expect(code).toMatch(EXAM_CODE_PATTERN);
      expect(code).not.toMatch(/[Il1O0]/);
    }
    expect(EXAM_CODE_ALPHABET).not.toMatch(/[Il1O0]/);
    expect(EXAM_CODE_ALPHABET).toHaveLength(67);
  });
  it('draws every character of the alphabet and rejects values that would bias the draw', () => {
    const limit = Math.floor(0x1_0000_0000 / EXAM_CODE_ALPHABET.length) * EXAM_CODE_ALPHABET.length;
    const values = [limit, 0, 23, 24, 48, 56, 66];
    const code = generateExamCode((buf) => {
      buf[0] = values.shift()!;
      return buf;
    });
    expect(code).toBe('AZaz9)');
  });
});

describe('highestLevel', () => {
  it('is the highest error type, or null for none', () => {
    expect(highestLevel(takersFixture[0])).toBe(3);
    expect(highestLevel(takersFixture[1])).toBeNull();
  });
});
