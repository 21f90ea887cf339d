import { readFileSync } from 'node:fs';

// ─── The commonest passwords, refused wherever a password is set ─────────────────────────────
// common-passwords.txt: 17,950 entries of 8+ characters from @zxcvbn-ts/language-common's
// dictionary (source and licence in its header and docs/decisions.md). Read once, on first use.

let list: Set<string> | undefined;

function load(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
}

/** Is this one of the commonest passwords? Case-insensitive: 'PassWord1' is 'password1'. */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.normalize('NFKC').toLowerCase());
}

/** How many entries the list holds (tests and the docs). */
export const commonPasswordCount = () => (list ??= load()).size;
