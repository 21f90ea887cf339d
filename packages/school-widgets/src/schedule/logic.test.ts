import { describe, expect, it } from 'vitest';
import { messages } from '@school/api';
import { byStart, chipId, dayName, dropCheck, newPeriodError, overlaps, parseSlotId, slotId, slotName } from './logic';
import { scheduleFixture, teachersFixture } from './fixtures';

const { periods, entries } = scheduleFixture;

describe('newPeriodError', () => {
  it('needs both times', () => {
    expect(newPeriodError('', '09:00', periods)).toBe(messages.timesRequired);
    expect(newPeriodError('08:00', '', periods)).toBe(messages.timesRequired);
  });
  it('needs the end after the start', () => {
    expect(newPeriodError('13:00', '13:00', periods)).toBe(messages.endAfterStart);
    expect(newPeriodError('13:00', '12:55', periods)).toBe(messages.endAfterStart);
  });
  it('refuses an overlap with any existing period, touching ends are fine', () => {
    expect(newPeriodError('08:30', '08:50', periods)).toBe(messages.periodOverlap);
    expect(newPeriodError('07:00', '12:00', periods)).toBe(messages.periodOverlap);
    expect(newPeriodError('08:40', '08:45', periods)).toBeNull();
    expect(newPeriodError('12:00', '12:40', periods)).toBeNull();
    expect(newPeriodError('12:00', '12:40', [])).toBeNull();
  });
});

describe('overlaps and order', () => {
  it('is symmetric and excludes touching spans', () => {
    const a = { startTime: '08:00', endTime: '08:40' };
    const b = { startTime: '08:30', endTime: '09:00' };
    expect(overlaps(a, b)).toBe(true);
    expect(overlaps(b, a)).toBe(true);
    expect(overlaps(a, { startTime: '08:40', endTime: '09:00' })).toBe(false);
  });
  it('sorts periods by start', () => {
    expect(byStart([periods[2], periods[0], periods[1]]).map((p) => p.startTime)).toEqual(['08:00', '08:45', '09:30']);
  });
});

describe('slots', () => {
  it('round-trips a slot id and refuses days outside Monday to Friday', () => {
    expect(parseSlotId(slotId('p1', 3))).toEqual({ periodId: 'p1', day: 3 });
    expect(parseSlotId('p1|6')).toBeNull();
    expect(parseSlotId('teacher')).toBeNull();
  });
  it('names days and slots', () => {
    expect(dayName(1)).toBe('Monday');
    expect(dayName(5)).toBe('Friday');
    expect(slotName(2, periods[0])).toBe('Tuesday 08:00–08:40');
  });
  it('gives one chip per teacher and course', () => {
    expect(new Set(teachersFixture.map(chipId)).size).toBe(teachersFixture.length);
  });
});

describe('dropCheck', () => {
  const abebe = teachersFixture[0]; // teaches Monday 08:00
  const hirut = teachersFixture[1];
  it('accepts a free slot for a free teacher', () => {
    expect(dropCheck(hirut, { periodId: 'p2', day: 1 }, periods, entries)).toEqual({ ok: true });
  });
  it('refuses an occupied slot', () => {
    expect(dropCheck(hirut, { periodId: 'p1', day: 1 }, periods, entries)).toEqual({ ok: false, reason: messages.dropSlotTaken });
  });
  it('refuses a teacher already teaching at an overlapping time that day in this grid', () => {
    const overlapping = [...periods, { _id: 'px', startTime: '08:20', endTime: '08:50' }];
    expect(dropCheck(abebe, { periodId: 'px', day: 1 }, overlapping, entries)).toEqual({
      ok: false,
      reason: `${abebe.fullName} already teaches at this time`,
    });
    expect(dropCheck(abebe, { periodId: 'px', day: 2 }, overlapping, entries)).toEqual({ ok: true });
  });
  it('refuses an unknown period', () => {
    expect(dropCheck(hirut, { periodId: 'nope', day: 1 }, periods, entries).ok).toBe(false);
  });
});
