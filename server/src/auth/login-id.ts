/**
 * A login ID as typed, made comparable: Unicode NFKC (full-width 'ＡＤ' is 'AD'), trimmed, and
 * case-folded (upper then lower, so 'ß' and 'SS' fold alike), so `ad-0001 ` signs in as AD-0001
 * and counts against the same rate limit. The users table holds a unique index on
 * lower(login_id), so two IDs can never differ only by case.
 */
export function normaliseLoginId(id: unknown): string {
  return String(id ?? '')
    .normalize('NFKC')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}
