import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishMessages, loadCatalogue, messages as liveMessages, type Language } from '@school/api';
import { SchoolIntlProvider, textsIn, useFormat, useMessages, useTexts, useFormatMessage } from '.';

/** What a widget moved to the provider shows: a text, a filled text, a count, a date. */
function Probe({ id }: { id: string }) {
  const messages = useMessages();
  const { fill } = useTexts();
  const text = useFormatMessage();
  const { formatDate } = useFormat();
  return (
    <ul aria-label={id}>
      <li>{messages.weekdayWednesday}</li>
      <li>{fill(messages.assignTeacherIn, { slot: 'X' })}</li>
      <li>{text('importDone', { count: 0 })}</li>
      <li>{formatDate(Date.parse('2026-11-22T09:05:00.000Z'))}</li>
    </ul>
  );
}
const shown = (id: string) => [...screen.getByRole('list', { name: id }).querySelectorAll('li')].map((li) => li.textContent);

describe('SchoolIntlProvider and its hooks (issue 38, decision 220)', () => {
  it('outside any provider: English and Gregorian', () => {
    render(<Probe id="bare" />);
    expect(shown('bare')).toEqual(['Wednesday', 'Assign a teacher to X', '0 students imported', 'November 22, 2026']);
  });

  it('gives each provider its language: two side by side, and no catalogue rewritten', async () => {
    render(
      <>
        <SchoolIntlProvider language="en">
          <Probe id="en" />
        </SchoolIntlProvider>
        <SchoolIntlProvider language="am" calendar="ethiopic">
          <Probe id="am" />
        </SchoolIntlProvider>
      </>,
    );
    // Amharic's plural `one` is 0 and 1 (CLDR), through FormatJS; the era as the catalogue writes it.
    expect(await screen.findByRole('list', { name: 'am' })).toBeInTheDocument();
    expect(shown('am')).toEqual(['ረቡዕ', 'ለX መምህር መድብ', '0 ተማሪ ገብቷል', '13 ኅዳር 2019 ዓ.ም.']);
    expect(shown('en')).toEqual(['Wednesday', 'Assign a teacher to X', '0 students imported', 'November 22, 2026']);
    // Nothing global is rewritten: the catalogue object stays English.
    expect(liveMessages.weekdayWednesday).toBe('Wednesday');
  });

  it('switches language in place: the widget stays mounted and reads the new language', async () => {
    const at = (language: Language) => (
      <SchoolIntlProvider language={language}>
        <Probe id="host" />
      </SchoolIntlProvider>
    );
    const { rerender } = render(at('en'));
    const list = screen.getByRole('list', { name: 'host' });
    rerender(at('am'));
    expect(await screen.findByText('ረቡዕ')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'host' })).toBe(list);
    rerender(at('en'));
    expect(shown('host')[0]).toBe('Wednesday');
  });
});

describe('fill, by FormatJS', () => {
  it('keeps apostrophes as characters, a plain number as written, and a missing value visible', async () => {
    const en = textsIn('en');
    expect(en.fill(englishMessages.slotSourceAssignment, { title: 'Essay' })).toBe("assignment 'Essay'");
    expect(en.fill('{year}, semester {n}', { year: 2026, n: 1 })).toBe('2026, semester 1');
    expect(en.fill(englishMessages.importDone, { count: 1000 })).toBe('1,000 students imported');
    expect(en.fill(englishMessages.assignTeacherIn, {})).toBe('Assign a teacher to {slot}');
    const am = textsIn('am', await loadCatalogue('am'));
    expect(am.fill(am.messages.importDone, { count: 1 })).toBe('1 ተማሪ ገብቷል');
    expect(am.fill(am.messages.importDone, { count: 2 })).toBe('2 ተማሪዎች ገብተዋል');
  });
});
