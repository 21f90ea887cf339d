import { afterEach, describe, expect, it } from 'vitest';
import { applyCalendar, applyLanguage, loadLanguage } from '@school/api';
import { formatDate, formatDateBoth, formatDateTime, formatLongDate } from './format';

const day = Date.parse('2026-11-22T09:05:00.000Z');

describe('dates in the chosen language and calendar (issue 19)', () => {
  afterEach(() => {
    applyLanguage('en');
    applyCalendar('gregorian');
  });

  it('English and Gregorian keep the spec formats', () => {
    expect(formatDate(day)).toBe('November 22, 2026');
    expect(formatDateTime(day)).toMatch(/^November 22, 2026 \d{1,2}:05 (AM|PM)$/);
  });

  it('the Ethiopian calendar through Intl: 22 November 2026 is 13 Hidar 2019', async () => {
    applyCalendar('ethiopic');
    expect(formatDate(day)).toBe('Hedar 13, 2019 AM');
    await loadLanguage('am');
    expect(formatDate(day)).toBe('13 ኅዳር 2019 AM');
    expect(formatLongDate(day)).toBe('እሑድ፣ 13 ኅዳር 2019 AM');
  });

  it('report cards show both calendars, whatever the choice', async () => {
    expect(formatDateBoth(day)).toBe('Hedar 13, 2019 AM (November 22, 2026)');
    await loadLanguage('am');
    expect(formatDateBoth(day)).toBe('13 ኅዳር 2019 AM (22 ኖቬምበር 2026)');
  });
});
