import { readFileSync } from 'node:fs';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// ─── The commonest passwords, refused wherever a password is set ─────────────────────────────
// common-passwords.txt: 17,950 entries of 8+ characters from @zxcvbn-ts/language-common's
// dictionary (source and licence in its header and docs/decisions/0020-authorization-and-sessions.md). Read once, on first use.
// Beyond the exact list, @zxcvbn-ts/core's estimator with the same dictionary catches the simple
// variations (case, l33t, digits and symbols appended, keyboard walks): a password it guesses in
// fewer than 10^6 tries (score 0 or 1) is refused ('Passw0rd!', 'P@ssw0rd1', 'Qwerty123!').

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

let estimator: ZxcvbnFactory | undefined;
/** Fewer estimated guesses than this is a common password or a simple variation of one. */
export const MIN_GUESSES = 1e6;

/**
 * Is this one of the commonest passwords, or a simple variation of one? Case-insensitive:
 * 'PassWord1' is 'password1'; 'Passw0rd!' is 'password' in l33t with a symbol appended.
 */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  if (list.has(password.normalize('NFKC').toLowerCase())) return true;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // The estimator's cost grows with the length; the schemas cap passwords well below this.
  return estimator.check(password.slice(0, 100)).guesses < MIN_GUESSES;
}

/** How many entries the list holds (tests and the docs). */
export const commonPasswordCount = () => (list ??= load()).size;
