import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Calendar, type Language } from '@school/api';
import { formatOf } from './intl/readerFormat';

const day = Date.parse('2026-11-22T09:05:00.000Z');
/** The reader's formats, as useFormat() gives them under SchoolIntlProvider. */
const reader = async (language: Language, calendar: Calendar) => formatOf({ language, calendar, texts: await loadCatalogue(language) });

describe("dates in the reader's language and calendar (issue 19), written by writeDate", () => {
  it('English and Gregorian keep the spec formats', async () => {
    const { formatDate, formatDateTime } = await reader('en', 'gregorian');
    expect(formatDate(day)).toBe('November 22, 2026');
    expect(formatDateTime(day)).toMatch(/^November 22, 2026 \d{1,2}:05 (AM|PM)$/);
  });

  it('the Ethiopian calendar through Intl: 22 November 2026 is 13 Hidar 2019', async () => {
    expect((await reader('en', 'ethiopic')).formatDate(day)).toBe('Hedar 13, 2019 AM');
    const am = await reader('am', 'ethiopic');
    // The era in Amharic is ዓ.ም. (issue 38): Intl's Latin "AM" read like the time beside "ከሰዓት".
    expect(am.formatDate(day)).toBe('13 ኅዳር 2019 ዓ.ም.');
    expect(am.formatLongDate(day)).toBe('እሑድ፣ 13 ኅዳር 2019 ዓ.ም.');
    expect(am.formatDateTime(day)).toMatch(/^13 ኅዳር 2019 ዓ\.ም\. \d{1,2}:05 (ጥዋት|ከሰዓት)$/);
  });

  it('report cards show both calendars, the chosen one first (issue 35)', async () => {
    expect((await reader('en', 'gregorian')).formatDateBoth(day)).toBe('November 22, 2026 (Hedar 13, 2019 AM)');
    expect((await reader('en', 'ethiopic')).formatDateBoth(day)).toBe('Hedar 13, 2019 AM (November 22, 2026)');
    expect((await reader('am', 'ethiopic')).formatDateBoth(day)).toBe('13 ኅዳር 2019 ዓ.ም. (22 ኖቬምበር 2026)');
    expect((await reader('am', 'gregorian')).formatDateBoth(day)).toBe('22 ኖቬምበር 2026 (13 ኅዳር 2019 ዓ.ም.)');
  });

  // Issue 38: chat times and attendance days went through dayjs in English whatever the choice.
  it("chat times and attendance days are written by the same formatter, in the reader's language and calendar", async () => {
    const en = await reader('en', 'gregorian');
    expect(en.formatShortDateTime(day)).toMatch(/^Nov 22, \d{1,2}:05 (AM|PM)$/);
    expect(en.formatDayLong('2026-11-22T12:00:00')).toBe('Sunday, November 22, 2026');
    expect((await reader('am', 'gregorian')).formatShortDateTime(day)).toMatch(/^ኖቬም 22, \d{1,2}:05 (ጥዋት|ከሰዓት)$/);
    const am = await reader('am', 'ethiopic');
    expect(am.formatDayLong('2026-11-22T12:00:00')).toBe('እሑድ፣ 13 ኅዳር 2019 ዓ.ም.');
    expect(am.formatShortDateTime(day)).not.toMatch(/[A-Za-z]/);
  });
});
