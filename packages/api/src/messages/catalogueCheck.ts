/**
 * What makes two catalogues twins (issue 19): the same keys, no empty text, and the same
 * placeholders (`{name}`, `{count, plural, ...}`) in each text. Shared by the parity tests of
 * @school/api, @school/ui and the embed; returns every problem found, an empty list when none.
 */
export function catalogueProblems(en: Record<string, string>, other: Record<string, string>, otherName = 'am'): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) if (!(key in other)) problems.push(`${key}: in English only (no ${otherName} text)`);
  for (const key of Object.keys(other)) if (!(key in en)) problems.push(`${key}: in ${otherName} only (no English text)`);
  for (const [key, text] of Object.entries(other)) {
    if (!(key in en)) continue;
    if (!text.trim()) problems.push(`${key}: empty ${otherName} text`);
    const a = placeholders(en[key]!);
    const b = placeholders(text);
    if (a !== b) problems.push(`${key}: placeholders differ (en ${a || 'none'}, ${otherName} ${b || 'none'})`);
  }
  return problems;
}

/** The placeholder names of a text, sorted: '{count, plural, one {# x} other {# xs}} of {name}' gives 'count,name'. */
export function placeholders(text: string): string {
  return [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort().join(',');
}
