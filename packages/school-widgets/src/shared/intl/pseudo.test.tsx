import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  englishMessages,
  loadCatalogue,
  loadedCatalogue,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  pseudoText,
  type Catalogue,
  type Language,
} from '@school/api';
import { fillIn, icu, intlOf } from './engine';
import { lightFillOf } from './light';
import type { SchoolIntlState } from './state';
import { SchoolIntlProvider, useFormat, useMessages, usePublicFill, usePublicMessages, useTexts } from '.';

// Decision 270: the pseudo-locale, generated from English. Its texts carry the markers, are about
// 35 % longer, and keep every ICU argument, plural and case key, so FormatJS and the light filler
// fill them as they fill English.

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
}
/** An AST with its words left out: argument names and kinds, plural/select cases, `#`. */
function skeleton(elements: Element[]): unknown[] {
  return elements
    .filter((el) => el.type !== 0)
    .map((el) => ({
      type: el.type,
      value: el.value,
      options: el.options && Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, skeleton(o.value)])),
    }));
}

const english = englishMessages as unknown as Record<string, string>;
const state = (language: Language, texts: Catalogue | null): SchoolIntlState => ({ language, calendar: 'gregorian', texts });
/** The words of a text: its arguments (`{…}`, nested) left out. */
const words = (text: string) => {
  let out = '';
  let depth = 0;
  for (const c of text) {
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0) out += c;
  }
  return out;
};

describe('the pseudo-locale (decision 270)', async () => {
  const pseudo = (await loadCatalogue('pseudo'))!;

  it('loads through loadCatalogue, with every key of the English catalogue', () => {
    expect(loadedCatalogue('pseudo')).toBe(pseudo);
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(english).sort());
  });

  it('accents the words, wraps each text in the markers and makes it 30–40 % longer', () => {
    expect(pseudoText('Save')).toBe('⟦Šáṽé·⟧');
    expect(pseudoText('Sign in to the portal')).toBe('⟦Šíĝñ íñ ţó ţĥé þóŕţáĺ ······⟧');
    const faults: string[] = [];
    for (const [key, en] of Object.entries(english)) {
      const text = pseudo[key]!;
      if (!text.startsWith(PSEUDO_OPEN) || !text.endsWith(PSEUDO_CLOSE)) faults.push(`${key}: markers`);
      if (/[A-Za-z]/.test(words(text.slice(1, -1)))) faults.push(`${key}: an unaccented letter in ${text}`);
      if (en.includes('{') || en.trim().length < 10) continue;
      const ratio = text.slice(1, -1).length / en.length;
      if (ratio < 1.3 || ratio > 1.4) faults.push(`${key}: ${ratio.toFixed(2)} times as long`);
    }
    expect(faults).toEqual([]);
  });

  it('keeps every ICU argument, plural, select, case key and # as English has them', () => {
    const intl = intlOf(state('en', null));
    const ast = (text: string) =>
      intl.formatters.getMessageFormat(icu(text), 'en-US', undefined, { ignoreTag: true }).getAst() as Element[];
    const faults: string[] = [];
    for (const [key, en] of Object.entries(english)) {
      if (JSON.stringify(skeleton(ast(pseudo[key]!))) !== JSON.stringify(skeleton(ast(en)))) faults.push(`${key}: ${pseudo[key]}`);
    }
    expect(faults).toEqual([]);
    expect(pseudoText('{count, plural, =0 {No students} one {# student} other {# students}} in {section}')).toBe(
      '⟦{count, plural, =0 {Ñó šţúðéñţš ···} one {# šţúðéñţ ·} other {# šţúðéñţš ··}} íñ {section}·⟧',
    );
  });

  it('is filled by FormatJS and by the light filler alike: a plural in English rules, placeholders filled', () => {
    const reader = state('pseudo', pseudo);
    expect(fillIn(reader, pseudo.importDone!, { count: 1 })).toBe('⟦1 šţúðéñţ íɱþóŕţéð ·····⟧');
    expect(fillIn(reader, pseudo.importDone!, { count: 3 })).toBe('⟦3 šţúðéñţš íɱþóŕţéð ·····⟧');
    for (const count of [0, 1, 2, 21]) {
      expect(lightFillOf(reader)(pseudo.importDone!, { count })).toBe(fillIn(reader, pseudo.importDone!, { count }));
    }
    expect(fillIn(reader, pseudo.assignTeacherIn!, { slot: 'X' })).toMatch(/^⟦Áššíĝñ á ţéáçĥéŕ ţó X ·+⟧$/);
  });

  it('SchoolIntlProvider reads it like any language: texts, FormatJS fill, light fill and English dates', async () => {
    function Probe() {
      const messages = useMessages();
      const { fill } = useTexts();
      const { formatDate } = useFormat();
      const publicTexts = usePublicMessages();
      const lightFill = usePublicFill();
      return (
        <ul aria-label="pseudo">
          <li>{messages.weekdayWednesday}</li>
          <li>{fill(messages.importDone, { count: 2 })}</li>
          <li>{lightFill(messages.importDone, { count: 1 })}</li>
          <li>{publicTexts.idRequired}</li>
          <li>{formatDate(Date.parse('2026-11-22T09:05:00.000Z'))}</li>
        </ul>
      );
    }
    render(
      <SchoolIntlProvider language="pseudo">
        <Probe />
      </SchoolIntlProvider>,
    );
    const list = await screen.findByRole('list', { name: 'pseudo' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '⟦Ŵéðñéšðáý ··⟧',
      '⟦2 šţúðéñţš íɱþóŕţéð ·····⟧',
      '⟦1 šţúðéñţ íɱþóŕţéð ·····⟧',
      '⟦ÍÐ íš ŕéǫúíŕéð ····⟧',
      'November 22, 2026',
    ]);
  });
});
