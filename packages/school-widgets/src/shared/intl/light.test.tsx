import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishFormMessages, englishPublicMessages, loadCatalogue, type Catalogue, type Language } from '@school/api';
import { fillIn, icu, intlOf } from './engine';
import { lightFillOf } from './light';
import type { SchoolIntlState } from './state';
import { SchoolIntlProvider, textsIn, useFormMessages, useFormTexts, usePublicDate, usePublicMessages, usePublicTexts } from '.';

// Decision 250: the public pages and the embed fill their texts without FormatJS. This holds
// the rule: every text of the public and form parts, in English and Amharic, uses only what the
// light filler writes as FormatJS does, and the two fillers agree on each of them.

/** FormatJS's AST element types (@formatjs/icu-messageformat-parser's TYPE). */
const TYPE = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 } as const;
const typeName = (type: number) => Object.keys(TYPE).find((k) => TYPE[k as keyof typeof TYPE] === type) ?? String(type);

interface Element {
  type: number;
  value?: string;
  pluralType?: 'cardinal' | 'ordinal';
  offset?: number;
  options?: Record<string, { value: Element[] }>;
}

/** What in `elements` the light filler cannot write as FormatJS does, and the arguments it fills. */
function walk(elements: Element[], faults: string[], args: Map<string, 'text' | 'count'>) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.argument) {
      if (!args.has(el.value!)) args.set(el.value!, 'text');
    } else if (el.type === TYPE.plural && el.pluralType === 'cardinal' && !el.offset) {
      args.set(el.value!, 'count');
      for (const option of Object.values(el.options ?? {})) walk(option.value, faults, args);
    } else {
      faults.push(el.type === TYPE.plural ? `${el.pluralType} plural${el.offset ? ' with an offset' : ''}` : typeName(el.type));
    }
  }
}

const parts = { public: englishPublicMessages, form: englishFormMessages } as const;
const state = (language: Language, texts: Catalogue | null): SchoolIntlState => ({ language, calendar: 'gregorian', texts });
/** useFormat()'s date in the Ethiopian calendar (the texts of textsIn are Gregorian): the same writer. */
const amEthiopic = (format: { formatDateIn: (value: number, calendar: 'ethiopic') => string }, day: number) =>
  format.formatDateIn(day, 'ethiopic');

describe('the light filler of the public pages and the embed (decision 250)', async () => {
  const amharic = await loadCatalogue('am');
  const readers = [state('en', null), state('am', amharic)];

  for (const reader of readers) {
    for (const [part, english] of Object.entries(parts)) {
      it(`${part} texts in ${reader.language}: only {name} and cardinal plurals, filled as FormatJS fills them`, () => {
        const intl = intlOf(reader);
        const faults: string[] = [];
        const mismatches: string[] = [];
        for (const key of Object.keys(english)) {
          const text = reader.texts?.[key] ?? (english as Record<string, string>)[key]!;
          const args = new Map<string, 'text' | 'count'>();
          const found: string[] = [];
          const ast = intl.formatters.getMessageFormat(icu(text), intl.locale, undefined, { ignoreTag: true }).getAst() as Element[];
          walk(ast, found, args);
          if (found.length) faults.push(`${key}: ${found.join(', ')}`);
          for (const count of [0, 1, 2, 5, 21]) {
            const values: Record<string, string | number> = {};
            for (const [name, kind] of args) values[name] = kind === 'count' ? count : `«${name}»`;
            const light = lightFillOf(reader)(text, values);
            const engine = fillIn(reader, text, values);
            if (light !== engine) mismatches.push(`${key} (${count}): ${light} ≠ ${engine}`);
          }
        }
        expect(faults, 'texts the light filler cannot write (rephrase, or fill them by FormatJS: decision 250)').toEqual([]);
        expect(mismatches).toEqual([]);
      });
    }
  }

  it('the check itself refuses what the light filler cannot write', () => {
    const intl = intlOf(state('en', null));
    const faultsOf = (text: string) => {
      const faults: string[] = [];
      walk(
        intl.formatters.getMessageFormat(icu(text), intl.locale, undefined, { ignoreTag: true }).getAst() as Element[],
        faults,
        new Map(),
      );
      return faults;
    };
    expect(faultsOf('{who, select, a {A} other {B}}')).toEqual(['select']);
    expect(faultsOf('{n, selectordinal, one {#st} other {#th}}')).toEqual(['ordinal plural']);
    expect(faultsOf('{n, number} of {total, plural, one {# item} other {# items}}')).toEqual(['number']);
    expect(faultsOf("Hello {name}, {n, plural, =0 {none} one {# one} other {# more}}, the school's")).toEqual([]);
  });

  it('the light hooks read the reader’s catalogue and write a date as useFormat()’s formatDate does', async () => {
    const day = Date.parse('2026-11-22T09:05:00.000Z');
    function Probe({ id }: { id: string }) {
      const messages = usePublicMessages();
      const form = useFormMessages();
      const formatDate = usePublicDate();
      return (
        <p aria-label={id}>
          {messages.readMore} | {form.send} | {formatDate(day)}
        </p>
      );
    }
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
    const am = textsIn('am', amharic);
    expect(await screen.findByLabelText('am')).toHaveTextContent(`ተጨማሪ ያንብቡ | ላክ | ${amEthiopic(am.format, day)}`);
    expect(screen.getByLabelText('en')).toHaveTextContent('Read more | Send | November 22, 2026');
  });

  it('the hooks fill by the reader’s language: a plural in Amharic, a placeholder in English', async () => {
    function Probe() {
      const pub = usePublicTexts();
      const form = useFormTexts();
      return (
        <p>
          {pub.fill('{n, plural, one {# a} other {# b}}', { n: 1 })} {pub.language} {form.fill('{x}!', { x: 'y' })}
        </p>
      );
    }
    render(
      <SchoolIntlProvider language="am">
        <Probe />
      </SchoolIntlProvider>,
    );
    expect(await screen.findByText('1 a am y!')).toBeTruthy();
  });
});
