import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { byStart, cellId, cellName, chipId, dayName, dropCheck, newSlotError, overlaps, parseCellId } from './logic';
import { scheduleFixture, teachersFixture } from './fixtures';

const t = textsIn('en');
const { messages } = t;
const { periods: slots, entries } = scheduleFixture; // `periods`: the wire's name of the timetable slots

describe('newSlotError', () => {
  it('needs both times', () => {
    expect(newSlotError(t, '', '09:00', slots)).toBe(messages.timesRequired);
    expect(newSlotError(t, '08:00', '', slots)).toBe(messages.timesRequired);
  });
  it('needs the end after the start', () => {
    expect(newSlotError(t, '13:00', '13:00', slots)).toBe(messages.endAfterStart);
    expect(newSlotError(t, '13:00', '12:55', slots)).toBe(messages.endAfterStart);
  });
  it('refuses an overlap with any existing slot, touching ends are fine', () => {
    expect(newSlotError(t, '08:30', '08:50', slots)).toBe(messages.periodOverlap);
    expect(newSlotError(t, '07:00', '12:00', slots)).toBe(messages.periodOverlap);
    expect(newSlotError(t, '08:40', '08:45', slots)).toBeNull();
    expect(newSlotError(t, '12:00', '12:40', slots)).toBeNull();
    expect(newSlotError(t, '12:00', '12:40', [])).toBeNull();
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
  it('sorts slots by start', () => {
    expect(byStart([slots[2], slots[0], slots[1]]).map((p) => p.startTime)).toEqual(['08:00', '08:45', '09:30']);
  });
});

describe('cells', () => {
  it('round-trips a cell id and refuses days outside Monday to Friday', () => {
    expect(parseCellId(cellId('p1', 3))).toEqual({ periodId: 'p1', day: 3 });
    expect(parseCellId('p1|6')).toBeNull();
    expect(parseCellId('teacher')).toBeNull();
  });
  it('names days and cells', () => {
    expect(dayName(t, 1)).toBe('Monday');
    expect(dayName(t, 5)).toBe('Friday');
    expect(cellName(t, 2, slots[0])).toBe('Tuesday 08:00–08:40');
  });
  it('names them in the language it is given, whatever the language of the page (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(dayName(am, 3)).toBe('ረቡዕ');
    expect(cellName(am, 3, slots[1])).toBe('ረቡዕ 08:45–09:25');
    // The English texts are untouched: no catalogue is rewritten.
    expect(cellName(t, 3, slots[1])).toBe('Wednesday 08:45–09:25');
  });
  it('gives one chip per teacher and course', () => {
    expect(new Set(teachersFixture.map(chipId)).size).toBe(teachersFixture.length);
  });
});

describe('dropCheck', () => {
  const abebe = teachersFixture[0]; // teaches Monday 08:00
  const hirut = teachersFixture[1];
  it('accepts a free cell for a free teacher', () => {
    expect(dropCheck(t, hirut, { periodId: 'p2', day: 1 }, slots, entries)).toEqual({ ok: true });
  });
  it('refuses an occupied cell', () => {
    expect(dropCheck(t, hirut, { periodId: 'p1', day: 1 }, slots, entries)).toEqual({ ok: false, reason: messages.dropSlotTaken });
  });
  it('refuses a teacher already teaching at an overlapping time that day in this grid', () => {
    const overlapping = [...slots, { _id: 'px', startTime: '08:20', endTime: '08:50' }];
    expect(dropCheck(t, abebe, { periodId: 'px', day: 1 }, overlapping, entries)).toEqual({
      ok: false,
      reason: `${abebe.fullName} already teaches at this time`,
    });
    expect(dropCheck(t, abebe, { periodId: 'px', day: 2 }, overlapping, entries)).toEqual({ ok: true });
  });
  it('refuses an unknown slot', () => {
    expect(dropCheck(t, hirut, { periodId: 'nope', day: 1 }, slots, entries).ok).toBe(false);
  });
});
