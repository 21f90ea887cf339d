import { afterEach, describe, expect, it } from 'vitest';
import { applyCalendar, applyLanguage, loadLanguage } from '@school/api';
import { formatDate, formatDateBoth, formatDateTime, formatDayLong, formatLongDate, formatShortDateTime } from './format';

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
    // The era in Amharic is ዓ.ም. (issue 38): Intl's Latin "AM" read like the time beside "ከሰዓት".
    expect(formatDate(day)).toBe('13 ኅዳር 2019 ዓ.ም.');
    expect(formatLongDate(day)).toBe('እሑድ፣ 13 ኅዳር 2019 ዓ.ም.');
    expect(formatDateTime(day)).toMatch(/^13 ኅዳር 2019 ዓ\.ም\. \d{1,2}:05 (ጥዋት|ከሰዓት)$/);
  });

  it('report cards show both calendars, the chosen one first (issue 35)', async () => {
    expect(formatDateBoth(day)).toBe('November 22, 2026 (Hedar 13, 2019 AM)');
    applyCalendar('ethiopic');
    expect(formatDateBoth(day)).toBe('Hedar 13, 2019 AM (November 22, 2026)');
    await loadLanguage('am');
    expect(formatDateBoth(day)).toBe('13 ኅዳር 2019 ዓ.ም. (22 ኖቬምበር 2026)');
    applyCalendar('gregorian');
    expect(formatDateBoth(day)).toBe('22 ኖቬምበር 2026 (13 ኅዳር 2019 ዓ.ም.)');
  });

  // Issue 38: chat times and attendance days went through dayjs in English whatever the choice.
  it('chat times and attendance days are written by the same formatter, in the chosen language and calendar', async () => {
    expect(formatShortDateTime(day)).toMatch(/^Nov 22, \d{1,2}:05 (AM|PM)$/);
    expect(formatDayLong('2026-11-22T12:00:00')).toBe('Sunday, November 22, 2026');
    await loadLanguage('am');
    expect(formatShortDateTime(day)).toMatch(/^ኖቬም 22, \d{1,2}:05 (ጥዋት|ከሰዓት)$/);
    applyCalendar('ethiopic');
    expect(formatDayLong('2026-11-22T12:00:00')).toBe('እሑድ፣ 13 ኅዳር 2019 ዓ.ም.');
    expect(formatShortDateTime(day)).not.toMatch(/[A-Za-z]/);
  });
});
