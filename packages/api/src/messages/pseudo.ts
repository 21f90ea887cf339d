import { matchingBrace, type Catalogue } from './i18n';

// ─── The pseudo-locale (issue 38, decision 270) ──────────────────────────────────────────────────
// A language for development and tests only, as Android's en-XA and Windows' qps-ploc: made from
// the English catalogue when it is asked for (no file to keep), every text accented (a → á),
// about 35 % longer (the room a real translation takes) and wrapped in ⟦…⟧, so a page shows at a
// glance, and a test can tell, which texts come from the catalogue and which are hard-coded.
// ICU syntax is kept as it is: argument names, `plural`/`select` and their case keys (`=0`, `one`,
// `other`) and `#` are never changed; the words inside a case are. This module is loaded only
// with 'pseudo' (loadCatalogue's own chunk): no host's first chunk carries it.

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

// prettier-ignore
const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ĺ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ĺ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** A letter accented (anything else as it is). */
const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);

/** The room a text of `length` visible characters gets: 35 % more (30–40 % from 10 characters on), a space every 6. */
export function padding(length: number): string {
  if (length === 0) return '';
  const count = Math.max(1, Math.round(length * 0.35));
  let pad = '';
  while (pad.length < count) pad += pad.length % 6 === 0 && pad.length < count - 1 ? ' ' : '·';
  return pad;
}

/** One ICU argument, `{…}` without its braces: a plain `{name}` as it is, a plural's or select's cases accented inside. */
function argument(inner: string): string {
  const head = /^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(inner);
  if (!head) return `{${inner}}`;
  let out = head[0];
  let i = head[0].length;
  while (i < inner.length) {
    const open = inner.indexOf('{', i);
    if (open < 0) return `{${out}${inner.slice(i)}}`;
    const close = matchingBrace(inner, open);
    if (close < 0) return `{${out}${inner.slice(i)}}`;
    out += inner.slice(i, open) + `{${body(inner.slice(open + 1, close))}}`; // the key (`=0`, `one`, `offset:1 other`) kept
    i = close + 1;
  }
  return `{${out}}`;
}

/** A message body: its words accented and padded, its arguments kept (a plural's `#` too). */
function body(text: string): string {
  let out = '';
  let visible = 0;
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const end = open < 0 ? text.length : open;
    const words = text.slice(i, end);
    out += accent(words);
    visible += words.replace(/#/g, '').trim().length;
    if (open < 0) break;
    const close = matchingBrace(text, open);
    if (close < 0) {
      out += text.slice(open);
      break;
    }
    out += argument(text.slice(open + 1, close));
    i = close + 1;
  }
  return out + padding(visible);
}

/** One English catalogue text in the pseudo-locale: `Save {name}` → `⟦Šávé {name} ··⟧`. */
export function pseudoText(english: string): string {
  return `${PSEUDO_OPEN}${body(english)}${PSEUDO_CLOSE}`;
}

/** A whole catalogue in the pseudo-locale (every key of the English one). */
export function pseudoCatalogue(english: Readonly<Catalogue>): Catalogue {
  const out: Catalogue = {};
  for (const [key, text] of Object.entries(english)) out[key] = pseudoText(text);
  return out;
}
