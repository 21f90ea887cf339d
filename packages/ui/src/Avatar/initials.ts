/** The first user-perceived character (grapheme) of a word: an Ethiopic syllable with its mark stays whole (issue 35). */
function firstGrapheme(word: string): string {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    for (const { segment } of new Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) return segment;
    return '';
  }
  // Without Intl.Segmenter (old browsers): the first code point and the combining marks after it.
  return /^.[\p{M}\u200d]*/su.exec(word)?.[0] ?? '';
}

/** Up to two initials of a name: first graphemes of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = firstGrapheme(words[0]);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]) : '';
  return (first + last).toLocaleUpperCase();
}
